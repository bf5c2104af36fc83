/**
 * Creating a document from the sidebar directory, as Foundry's "Create
 * Actor" button does: its dialog asks for a name and a type, the document
 * is created on the user's client (refused by the server for a user whose
 * role may not create it, table-imports.ts), its `create…` hook runs on every
 * connected client, the creator is OWNER, and the new document's sheet opens
 * for its creator (the dialog creates with `renderSheet: true`). One step of
 * play.
 *
 *   const { doc, sheet } = await createFromDirectory(play, "gianni", { name: "The Florentine Watch", type: "fourColorsTitle" });
 *
 * The data model's defaults fill `system` (schema-defaults.ts), as Foundry's
 * DataModel does for a new document given only a name and a type.
 */
import type { Play, PlayWindow } from "./play";
import { createWorldDocument } from "./table-imports";
import type { TableActor } from "./table-documents";

/** What the Create Actor dialog asks: a name and one of the system's actor types. */
export interface DirectoryEntry {
  name: string;
  type: string;
}

/** The GM (or any user Foundry lets create actors) creates an actor from the Actors directory; its sheet opens. */
export async function createFromDirectory(
  play: Play,
  userId: string,
  entry: DirectoryEntry,
): Promise<{ doc: TableActor; sheet: PlayWindow }> {
  let made: TableActor | null = null;
  await play.step(
    play.table.as(userId, async () => {
      const actor = (await createWorldDocument("Actor", { name: entry.name, type: entry.type })) as TableActor;
      // Foundry's createActor hook, on every connected client, once the server's answer lands.
      await play.table.changed("create", actor, actor.toObject(), { renderSheet: true }, userId);
      made = actor;
    }),
  );
  if (!made) throw new Error(`${entry.name} was not created`);
  const doc: TableActor = made;
  const sheet = await play.seat(userId).openFromDirectory(doc);
  return { doc, sheet };
}
