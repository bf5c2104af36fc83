import type { GameModule } from "../game-module";
import { SYSTEM_ID } from "../game-definition";
import { initialSystem } from "../../schema";
import { updateLeaves, valueAt } from "./updates";
import { interactionBatch } from "./interaction";
import { tableBatch } from "./table";
import type { GameSelfTests, QuenchContext } from "./quench-context";

/**
 * In-Foundry self-tests, run with the Quench module (README: "Checking an
 * install"). They exercise what our Node tests cannot: Foundry's own data
 * validation of our models, real Roll evaluation and chat rehydration, and
 * real sheet rendering, clicks and submits on the sheets (interaction.ts)
 * and each game's own flows (its self-tests.ts). Everything they create is
 * deleted afterwards. This code ships in the chunk src/index.ts loads only
 * when Quench is active (src/games/all-self-tests.ts).
 */

interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options: { displayName: string }): void;
}

type DocClass = {
  implementation: new (data: Record<string, unknown>) => { system: unknown; updateSource(c: object): object };
};

export function registerSelfTests(
  quenchArg: unknown,
  games: readonly GameModule[],
  selfTests: Readonly<Record<string, GameSelfTests>>,
): void {
  const quench = quenchArg as Quench;
  quench.registerBatch(`${SYSTEM_ID}.models`, (ctx) => modelBatch(ctx, games, selfTests), {
    displayName: "Story Engines: data models create, update and refuse bad input",
  });
  quench.registerBatch(`${SYSTEM_ID}.rolls`, (ctx) => rollBatch(ctx, games, selfTests), {
    displayName: "Story Engines: rolls evaluate, post and rehydrate",
  });
  quench.registerBatch(`${SYSTEM_ID}.sheets`, (ctx) => sheetBatch(ctx, games), {
    displayName: "Story Engines: sheets render",
  });
  quench.registerBatch(`${SYSTEM_ID}.interaction`, (ctx) => interactionBatch(ctx, games, selfTests), {
    displayName: "Story Engines: sheets in limited view, a submitted field, a clicked button",
  });
  quench.registerBatch(`${SYSTEM_ID}.table`, (ctx) => tableBatch(ctx, games), {
    displayName: "Story Engines: a table of several people (requests, roles)",
  });
  for (const game of games) {
    for (const flow of selfTests[game.definition.id]?.flows ?? []) {
      quench.registerBatch(`${SYSTEM_ID}.${game.definition.id}.${flow.key}`, flow.batch, {
        displayName: flow.displayName,
      });
    }
  }
}

function documentClass(name: "Actor" | "Item" | "ChatMessage" | "Combat"): DocClass {
  const classes = { Actor, Item, ChatMessage, Combat } as unknown as Record<string, DocClass>;
  const cls = classes[name];
  if (!cls) throw new Error(`No document class ${name}`);
  return cls;
}

type SelfTestsByGame = Readonly<Record<string, GameSelfTests>>;

function modelBatch({ describe, it, assert }: QuenchContext, games: readonly GameModule[], all: SelfTestsByGame): void {
  for (const game of games) {
    for (const spec of game.definition.models) {
      // A Combatant is only valid inside a Combat: its game's own flow covers it.
      const documentName = spec.documentName;
      if (documentName === "Combatant") continue;
      describe(`${game.definition.id}: ${documentName} "${spec.type}"`, () => {
        const make = () =>
          new (documentClass(documentName).implementation)({ name: `Self-test ${spec.type}`, type: spec.type });

        it("creates with the spec's initial data", () => {
          const doc = make();
          const system = JSON.parse(JSON.stringify(doc.system)) as Record<string, unknown>;
          for (const key of Object.keys(initialSystem(spec.fields))) assert.ok(key in system, `system.${key} present`);
        });

        const valid = all[game.definition.id]?.validUpdates[spec.type];
        if (valid) {
          it("keeps a valid update", () => {
            const doc = make();
            doc.updateSource({ system: valid });
            const system = JSON.parse(JSON.stringify(doc.system)) as Record<string, unknown>;
            for (const [path, value] of updateLeaves(valid)) assert.deepEqual(valueAt(system, path), value, path);
          });
        }

        for (const bad of all[game.definition.id]?.invalidUpdates[spec.type] ?? []) {
          it(`refuses ${JSON.stringify(bad)} and loses nothing`, () => {
            const doc = make();
            const before = JSON.stringify(doc.system);
            assert.throws(() => doc.updateSource({ system: bad }));
            assert.equal(JSON.stringify(doc.system), before);
          });
        }
      });
    }
  }
}

function rollBatch({ describe, it, assert }: QuenchContext, games: readonly GameModule[], all: SelfTestsByGame): void {
  for (const game of games) {
    const samples = all[game.definition.id]?.sampleRolls() ?? [];
    describe(`${game.definition.id}: rolls`, () => {
      for (const roll of samples) {
        const name = roll.constructor.name;
        it(`${name} is registered, evaluates, posts and rehydrates`, async () => {
          assert.ok(
            CONFIG.Dice.rolls.some((c) => c.name === name),
            `${name} in CONFIG.Dice.rolls`,
          );
          await roll.evaluate();
          assert.ok(roll.dice.length > 0, "has dice");
          const message = await roll.toMessage({}, { create: true });
          try {
            assert.ok(message, "message created");
            const rebuilt = message?.rolls[0];
            assert.equal(rebuilt?.constructor.name, name, "the message rebuilds the same class");
            assert.deepEqual(rebuilt?.toJSON(), roll.toJSON(), "same data after rehydration");
          } finally {
            await message?.delete();
          }
        });
      }
    });
  }
}

function sheetBatch({ describe, it, assert }: QuenchContext, games: readonly GameModule[]): void {
  for (const game of games) {
    for (const sheet of game.sheets) {
      for (const type of sheet.types) {
        describe(`${game.definition.id}: ${sheet.documentName} sheet "${type}"`, () => {
          it("renders with content and closes", async () => {
            const cls = sheet.documentName === "Actor" ? Actor : Item;
            const doc = await cls.create({ name: `Self-test ${type}`, type });
            try {
              const app = doc?.sheet;
              assert.ok(app, "has a sheet");
              await app?.render({ force: true });
              assert.isAbove(app?.element.textContent?.trim().length ?? 0, 0, "sheet shows content");
              await app?.close();
            } finally {
              await doc?.delete();
            }
          });
        });
      }
    }
  }
}
