// The Handlebars global Foundry provides. Kept in its own file: the tools
// and tests program (tsconfig.node.json) uses the handlebars package's own
// types instead and leaves this file out.
declare const Handlebars: {
  registerHelper(name: string, fn: (...args: never[]) => unknown): void;
  SafeString: new (html: string) => { toString(): string };
};
