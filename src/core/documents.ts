/**
 * The system's Actor and Item classes. They add one thing to Foundry's: the
 * Create Actor / Create Item dialogs offer only the sub-types of the games
 * this world plays (src/core/game-selection.ts). Registered at init as
 * CONFIG.Actor/Item.documentClass.
 */
import type { GameDefinition } from "./game-definition";
import { creatableTypes } from "./game-selection";
import { readEnabledGames } from "./game-switch";

type DialogOptions = { types?: string[] } & Record<string, unknown>;

export function storyEnginesActorClass(definitions: readonly GameDefinition[]): typeof Actor {
  return class StoryEnginesActor extends Actor {
    static override createDialog(
      data: Record<string, unknown> = {},
      createOptions: Record<string, unknown> = {},
      { types, ...options }: DialogOptions = {},
    ): Promise<unknown> {
      const offered = creatableTypes(definitions, "Actor", types ?? this.TYPES, readEnabledGames(definitions));
      return super.createDialog(data, createOptions, { ...options, types: offered });
    }
  };
}

export function storyEnginesItemClass(definitions: readonly GameDefinition[]): typeof Item {
  return class StoryEnginesItem extends Item {
    static override createDialog(
      data: Record<string, unknown> = {},
      createOptions: Record<string, unknown> = {},
      { types, ...options }: DialogOptions = {},
    ): Promise<unknown> {
      const offered = creatableTypes(definitions, "Item", types ?? this.TYPES, readEnabledGames(definitions));
      return super.createDialog(data, createOptions, { ...options, types: offered });
    }
  };
}
