/**
 * The in-Foundry interaction batch: every sheet of every game opened as a
 * LIMITED viewer sees it, one field submitted from the form and saved, and
 * one of its buttons clicked (the game names which, in its self-tests'
 * sheetActions). Each test works on a document it creates and deletes.
 */
import type { GameModule, SheetRegistration } from "../game-module";
import { clickAction, closeAppsOf, waitFor, type GameSelfTests, type QuenchContext } from "./quench-context";

type Doc = Actor | Item;

async function withDocument(
  sheet: SheetRegistration,
  type: string,
  test: (doc: Doc, app: foundry.applications.api.ApplicationV2) => Promise<void>,
): Promise<void> {
  const cls = sheet.documentName === "Actor" ? Actor : Item;
  const doc = await cls.create({ name: `Self-test ${type}`, type });
  if (!doc) throw new Error(`Could not create a ${type}`);
  try {
    const app = doc.sheet;
    if (!app) throw new Error(`${type} has no sheet`);
    await test(doc, app);
  } finally {
    await closeAppsOf(doc);
    await doc.delete();
  }
}

export function interactionBatch(
  { describe, it, assert }: QuenchContext,
  games: readonly GameModule[],
  selfTests: Readonly<Record<string, GameSelfTests>>,
): void {
  for (const game of games) {
    for (const sheet of game.sheets) {
      for (const type of sheet.types) {
        describe(`${game.definition.id}: ${sheet.documentName} sheet "${type}"`, () => {
          it("shows a LIMITED viewer the public part only", async function () {
            this.timeout(10_000);
            await withDocument(sheet, type, async (doc, app) => {
              // Quench runs as a GM; the document answers as it would to a player with LIMITED permission.
              Object.defineProperty(doc, "limited", { get: () => true, configurable: true });
              await app.render({ force: true });
              const root = app.element;
              assert.ok(root.textContent?.includes(doc.name), "shows the name");
              assert.equal(root.querySelectorAll('[name^="system."]').length, 0, "no field of the system data");
            });
          });

          it("saves a field submitted from the sheet", async function () {
            this.timeout(10_000);
            await withDocument(sheet, type, async (doc, app) => {
              await app.render({ force: true });
              const input = app.element.querySelector<HTMLInputElement>('input[name="name"]');
              assert.ok(input, "has a name field");
              if (!input) return;
              const renamed = `${doc.name} (renamed)`;
              input.value = renamed;
              // The form submits on change: the whole form goes through the sheet's validation, then saves.
              input.dispatchEvent(new Event("change", { bubbles: true }));
              await waitFor(() => doc.name === renamed, "the new name to be saved");
            });
          });

          const action = selfTests[game.definition.id]?.sheetActions[type];
          if (action) {
            it(`runs its "${action.action}" button`, async function () {
              this.timeout(10_000);
              await withDocument(sheet, type, async (doc, app) => {
                await app.render({ force: true });
                clickAction(app.element, action.action);
                await waitFor(() => action.done(doc), `"${action.action}" to change the ${type}`);
              });
            });
          }
        });
      }
    }
  }
}
