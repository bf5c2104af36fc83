/**
 * Who may ask, declared once per request (Foundry side, thin).
 *
 * Every GM-side request handler is declared with a rule of who may ask it
 * (`RequestSpec`), in its game's handler table (`GMHandlerTable`). Core
 * checks the rule before the handler runs — before the request waits in the
 * writer's queue — and refuses with the rule's reason (a lang key), changing
 * nothing (`guardedHandler`). A handler may still refuse for reasons that
 * depend on the state (a stale version, a card that no longer awaits this),
 * but "who may ask" is the rule. Builders:
 *
 * - `anyone`: every connected user (the sender is vouched for by core);
 * - `ownerOf(field)`: the user owns the document whose UUID is `data[field]`;
 * - `holdsRoleRule(game, role)`: the user holds the table role;
 * - `byAction(field, { action: rule, … })`: a multiplexed request, one rule
 *   per sub-action (`field` may be a dotted path, "action.type"); an unknown
 *   sub-action is refused;
 * - `anyOf(...)`, `allOf(...)`.
 */
import type { GMHandler, GMRequestOptions } from "./gm-socket";
import { holdsRole } from "./table-roles";

/** Null: the user may ask; otherwise the lang key saying why not. */
export type AskRule = (data: Record<string, unknown>, user: User) => string | null;

/** A GM-side request: who may ask it, and what the writer then does. */
export interface RequestSpec {
  mayAsk: AskRule;
  handle: GMHandler;
}

const R = "STORY_ENGINES.Requests";

/** The reasons core gives (lang keys). */
export const REFUSALS = {
  notOwner: `${R}.notOwner`,
  notRole: `${R}.notRole`,
  unknownAction: `${R}.unknownAction`,
  noDocument: `${R}.noDocument`,
  notSender: `${R}.notSender`,
  notConnected: `${R}.notConnected`,
  badRequest: `${R}.badRequest`,
  notWriter: `${R}.notWriter`,
} as const;

/** What core answers a request its rule refuses: nothing was changed. */
export interface RuleRefusal {
  ok: false;
  reason: string;
  /** Refused by the declared rule (or core's check of the sender), before the handler ran. */
  refused: true;
}

export function ruleRefusal(reason: string): RuleRefusal {
  return { ok: false, reason, refused: true };
}

export function isRuleRefusal(value: unknown): value is RuleRefusal {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as RuleRefusal).refused === true &&
    (value as RuleRefusal).ok === false &&
    typeof (value as RuleRefusal).reason === "string"
  );
}

/** Every connected user may ask. */
export const anyone: AskRule = () => null;

/** The value at a dotted path of the data ("action.type"). */
export function valueAt(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The world document a UUID names, or null. */
export function documentAt(uuid: unknown): FoundryDocument | null {
  if (typeof uuid !== "string" || uuid === "") return null;
  return fromUuidSync(uuid) ?? null;
}

/** Whether `user` owns the document `uuid` names. */
export function ownsDocument(user: User, uuid: unknown): boolean {
  return documentAt(uuid)?.testUserPermission(user, "OWNER") === true;
}

/** The user owns the document whose UUID is `data[field]` (a dotted path). */
export function ownerOf(field: string, reason: string = REFUSALS.notOwner): AskRule {
  return (data, user) => {
    const uuid = valueAt(data, field);
    if (!documentAt(uuid)) return REFUSALS.noDocument;
    return ownsDocument(user, uuid) ? null : reason;
  };
}

/** The user holds the table role `roleId` of game `gameId`. */
export function holdsRoleRule(gameId: string, roleId: string, reason: string = REFUSALS.notRole): AskRule {
  return (_data, user) => (holdsRole(user, gameId, roleId) ? null : reason);
}

/** A multiplexed request's sub-actions: the field naming one, and each one's rule (read at each call). */
export interface SubActions {
  field: string;
  rules: Record<string, AskRule>;
}

/** A rule that knows its sub-actions (byAction's), so the sweep test can list and check each. */
export type MultiplexedRule = AskRule & { subActions: SubActions };

/** The sub-actions of a rule made by byAction (or passed on with `withSubActions`), if any. */
export function subActionsOf(rule: AskRule): SubActions | undefined {
  return (rule as Partial<MultiplexedRule>).subActions;
}

/** `rule`, known to dispatch on the sub-actions of `of` (a wrapper around a byAction rule). */
export function withSubActions(rule: AskRule, of: AskRule): AskRule {
  const subActions = subActionsOf(of);
  return subActions ? Object.assign(rule, { subActions }) : rule;
}

/** One rule per sub-action, chosen by the string at `field` (a dotted path); an unknown sub-action is refused. */
export function byAction(field: string, rules: Readonly<Record<string, AskRule>>): MultiplexedRule {
  const subActions: SubActions = { field, rules: { ...rules } };
  const rule: AskRule = (data, user) => {
    const action = valueAt(data, field);
    const chosen =
      typeof action === "string" && Object.hasOwn(subActions.rules, action) ? subActions.rules[action] : undefined;
    return chosen ? chosen(data, user) : REFUSALS.unknownAction;
  };
  return Object.assign(rule, { subActions });
}

/** Allowed when any rule allows; otherwise the first rule's reason. */
export function anyOf(...rules: AskRule[]): AskRule {
  return (data, user) => {
    let first: string | null = null;
    for (const rule of rules) {
      const reason = rule(data, user);
      if (reason === null) return null;
      first ??= reason;
    }
    return first ?? REFUSALS.badRequest;
  };
}

/** Allowed when every rule allows; otherwise the first refusing rule's reason. */
export function allOf(...rules: AskRule[]): AskRule {
  return (data, user) => {
    for (const rule of rules) {
      const reason = rule(data, user);
      if (reason !== null) return reason;
    }
    return null;
  };
}

/**
 * What core checks before a request's handler runs: a connected sender, the
 * user the data claims (`userId`) being the sender, then the declared rule.
 * Null when the request may go on; otherwise the reason (a lang key).
 */
export function refusalOf(spec: RequestSpec, data: Record<string, unknown>, options: GMRequestOptions): string | null {
  const user = options.user;
  if (!user.active) return REFUSALS.notConnected;
  if (data.userId !== undefined && data.userId !== user.id) return REFUSALS.notSender;
  try {
    return spec.mayAsk(data, user);
  } catch {
    return REFUSALS.badRequest;
  }
}

/**
 * The handler core registers for a declared request: the rule checked first
 * (read from `spec` at each call), a refusal answered with nothing changed,
 * else the handler run through `run` (the writer's queue).
 */
export function guardedHandler(spec: RequestSpec, run: (handler: GMHandler) => GMHandler): GMHandler {
  const queuedHandle = run((data, options) => spec.handle(data, options));
  return (data, options) => {
    const reason = refusalOf(spec, data, options);
    return reason === null ? queuedHandle(data, options) : ruleRefusal(reason);
  };
}
