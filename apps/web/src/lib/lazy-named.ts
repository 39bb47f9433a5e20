import { type FunctionComponent, type LazyExoticComponent, lazy } from 'react';

/** The names under which a module exports function components. */
type ComponentNames<Module> = {
  [Name in keyof Module]: Module[Name] extends FunctionComponent<never> ? Name : never;
}[keyof Module];

type PropsOf<Component> = Component extends FunctionComponent<infer Props> ? Props : never;

/**
 * A component loaded on first render from a module that exports it by name (the house rule is named exports), for
 * code that a visitor may never need: a feature's pages, the signed-in parts of the shell. Several components of one
 * module share its chunk. Render it inside a Suspense boundary.
 */
export function lazyNamed<Module, Name extends ComponentNames<Module>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<FunctionComponent<PropsOf<Module[Name]>>> {
  // ComponentNames admits only function components, so the export is one.
  return lazy(async () => ({ default: (await load())[name] as FunctionComponent<PropsOf<Module[Name]>> }));
}
