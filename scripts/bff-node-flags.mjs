// The Node flags the BFF runs with, here and in its benchmarks (which host a BFF in their own process).
// Its live fan-out makes short-lived objects per subscriber and message: a larger young generation
// (64 MB semi-spaces) halves its garbage collection (docs/architecture.md, "Where live delivery spends
// its time"). docker/compose.yaml repeats them on the bff service's command.
export const BFF_NODE_FLAGS = ['--max-semi-space-size=64'];
