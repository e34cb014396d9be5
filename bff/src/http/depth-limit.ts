// Rejects operations nested deeper than the limit (a cheap guard against abusive queries).
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    return {
      SelectionSet: {
        enter() {
          depth++;
          if (depth > max) {
            context.reportError(
              new GraphQLError(`Query is nested deeper than ${max} levels`, { extensions: { code: 'BAD_REQUEST' } }),
            );
          }
        },
        leave() {
          depth--;
        },
      },
    };
  };
}
