/**
 * Acting for, in Foundry: the sides of a flow built from its actors (who
 * owns each, from Foundry's ownership), this client's choice of side per
 * window, and the `actAs` action of the acting-for partial
 * (templates/core/acting-for.hbs). The rules are acting-for.ts's; a GM-side
 * handler re-checks a request's `actingFor` with `mayActForHere`.
 */
import { actingContext, actingFor, mayActFor, type ActingContext, type ActingUser, type Side } from "./acting-for";

/**
 * Who acts as the table's GM for acting-for: Foundry's GM flag, unless a
 * game passes its own role's holders (In a Wicked Age's chapter GM).
 */
export type RunsTable = (user: User) => boolean;
const foundryGM: RunsTable = (user) => user.isGM;
const actingUser = (user: User, runsTable: RunsTable): ActingUser => ({ id: user.id, isGM: runsTable(user) });

/** A flow's side: its id in the flow, its name, and the players who own its actor. */
export function sideOf(id: string, name: string, actor: FoundryDocument | null): Side {
  const ownerIds = actor
    ? game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id)
    : [];
  return { id, name, ownerIds };
}

/** The ids of the users connected now. */
export function connectedUserIds(): Set<string> {
  return new Set(game.users.filter((u) => u.active).map((u) => u.id));
}

/** This client's choice of side, per window (a conflict, a card, a board), by user (one per client in Foundry). */
const chosenSides = new Map<string, string>();
const chosen = {
  get: (key: string) => chosenSides.get(`${game.user.id}:${key}`),
  set: (key: string, side: string) => chosenSides.set(`${game.user.id}:${key}`, side),
};

/**
 * Keep the side this client's user acts for in window `key` as their choice,
 * so it does not change under them when someone comes or goes (a GM who plays
 * an NPC stays on it when a player leaves and their side becomes one more choice).
 */
export function keepActingSide(key: string, side: Side | null): void {
  if (side) chosen.set(key, side.id);
}

/** What the acting-for partial shows this client's user in window `key`. */
export function actingContextFor(key: string, sides: readonly Side[], runsTable = foundryGM): ActingContext {
  return actingContext(actingUser(game.user, runsTable), sides, connectedUserIds(), chosen.get(key) ?? null);
}

/** The side this client's user acts for in window `key`, for the request it sends. */
export function actingSideFor(key: string, sides: readonly Side[], runsTable = foundryGM): Side | null {
  return actingFor(actingUser(game.user, runsTable), sides, connectedUserIds(), chosen.get(key) ?? null);
}

/** On the GM's side: may `user` act for `sideId` among these sides? */
export function mayActForHere(user: User, sideId: unknown, sides: readonly Side[], runsTable = foundryGM): boolean {
  return mayActFor(actingUser(user, runsTable), sideId, sides, connectedUserIds());
}

/**
 * The `actAs` action for a window whose template includes the acting-for
 * partial: remember the side the user switched to, and redraw.
 */
export function actAsAction(keyOf: (app: foundry.applications.api.ApplicationV2) => string) {
  return async function actAs(
    this: foundry.applications.api.ApplicationV2,
    _event: Event,
    target: HTMLElement,
  ): Promise<void> {
    const side = target.dataset.side ?? "";
    if (side) chosen.set(keyOf(this), side);
    await this.render();
  };
}
