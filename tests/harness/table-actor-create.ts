/**
 * `Actor.create` on the play table: a world actor made on the running
 * client joins the table (and the Actors directory) when the server's
 * answer lands, with the ownership it was sent with; the server refuses it
 * from a user without Foundry's "create new actors" permission (not given
 * to players by default: Assistant GMs and Gamemasters).
 */
import { currentTable } from "./async-table";
import { permissionError, type Ownership } from "./permissions";
import { TableActor, newId } from "./table-documents";

type Data = Record<string, unknown>;

export function installActorCreate(): void {
  const g = globalThis as Record<string, unknown>;
  g.Actor = Object.assign(g.Actor as object, {
    create: (data: Data): Promise<TableActor> => {
      const table = currentTable();
      const writer = table.user;
      const { ownership, ...rest } = structuredClone(data);
      // The creator owns what they create, as Foundry records it.
      const given = { ...((ownership as Ownership | undefined) ?? {}), [writer.id]: 3 };
      const actor = new TableActor(newId("actor"), rest, given);
      return table.defer(`create Actor ${actor.name}`, async () => {
        if (!writer.isGM) throw permissionError(writer, "create Actor");
        table.actors.push(actor);
        await table.changed("create", actor, actor.toObject(), {}, writer.id);
        return actor;
      });
    },
  });
}
