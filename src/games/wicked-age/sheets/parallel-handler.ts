/**
 * Coming back as a parallel sheet, GM side (the `wicked-age.parallel` query,
 * in the GM queue): players may not create actors (Foundry's default role
 * permissions), so the GM's client makes the parallel sheet for the owner of
 * the character who comes back — the same character at another age, its
 * dice to assign afresh, owned as the original is, linked both ways — and
 * records that the character has come back this chapter. Who may ask — the
 * owner of that character — is declared with the handler (gm-handlers.ts,
 * checked by core first); this checks whether it may come back now.
 */
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { characterSpec } from "../data/character";
import { CHARACTER_TYPE, stringList } from "../data/common";
import { saveSubmit } from "../../../core/sheets/sheet-support";
import { normalizeWickedSubmit } from "./submit";
import { comeBackChapter } from "./come-back";

export type ParallelAnswer = { ok: true; uuid: string } | { ok: false; reason: string };

const fail = (reason: string): ParallelAnswer => ({ ok: false, reason });

export async function gmParallel(data: Record<string, unknown>, options: LocalQueryOptions): Promise<ParallelAnswer> {
  const user = askingUser(data, options);
  if (!user) return fail("STORY_ENGINES.Notifications.notAllowed");
  const actor = fromUuidSync(String(data.actorUuid)) as Actor | null;
  if (!actor || actor.type !== CHARACTER_TYPE) return fail("STORY_ENGINES.Wicked.Return.Problems.noCharacter");
  const chapter = comeBackChapter(actor);
  if (chapter === 0) return fail("STORY_ENGINES.Wicked.Return.Problems.notNow");
  const asked = typeof data.name === "string" ? data.name.trim().slice(0, 100) : "";
  const source = actor.toObject();
  const system = { ...(source.system as Record<string, unknown>) };
  const mine = stringList(actor.system.parallels);
  const created = await Actor.create({
    name: asked || actor.name,
    type: actor.type,
    img: actor.img,
    system: { ...system, parallels: [...mine, actor.uuid], forms: {}, interests: [], dead: false, cameBack: chapter },
    ownership: { ...(source.ownership as Record<string, number>) },
    prototypeToken: { actorLink: true },
  });
  if (!created) return fail("STORY_ENGINES.Wicked.Return.Problems.noCharacter");
  const saved = await saveSubmit(
    null,
    actor,
    characterSpec,
    { system: { parallels: [...mine, created.uuid], cameBack: chapter } },
    { normalize: normalizeWickedSubmit },
  );
  return saved ? { ok: true, uuid: created.uuid } : fail("STORY_ENGINES.Wicked.Return.Problems.noCharacter");
}
