import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose validation code (zod and the form's schema) loads when the form first validates,
 * that is when the user first submits it, instead of with the page.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loaded: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
