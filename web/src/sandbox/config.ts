// What the BFF embeds in the page when it serves it at /graphql (bff/src/http/sandbox.ts): the
// schema printed with its directives. Introspection cannot carry applied directives, so this is
// where the guards (@requires/@signedIn/@public) come from (schema-with-guards.ts shows them).
export interface SandboxPageConfig {
  /** The schema with its directives, or null when the BFF has introspection off. */
  sdl: string | null;
}

const CONFIG_ID = 'sandbox-config';

/** The embedded configuration; null when the page did not come from the BFF's /graphql. */
export function readPageConfig(): SandboxPageConfig | null {
  const text = document.getElementById(CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SandboxPageConfig>;
    return { sdl: typeof value.sdl === 'string' ? value.sdl : null };
  } catch {
    return null;
  }
}
