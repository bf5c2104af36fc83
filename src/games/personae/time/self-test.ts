/**
 * In-Foundry self-test of the chorus's tools (Quench): the end of an
 * encounter for every identity on a scene, as one GM request (an
 * unstabilised shock-4 identity negated, a shock-1 one offered a recovery,
 * an identity off the scene untouched); a critical handed from the chorus
 * pool to a chorus identity, and the same hand-out on the old count refused
 * as stale. Everything it creates is deleted and the pool restored.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { askGM } from "../../../core/gm-query";
import { STALE_KEY } from "../../../core/versioned-state";
import { FLOW_TIMEOUT, type QuenchContext, type SelfTestFlow } from "../../../core/self-test/quench-context";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { IDENTITY_TYPE } from "../data/common";
import { CHORUS_POOL_SOURCE, readPool } from "./chorus-pool";
import { CHORUS_QUERY, type TimeAnswer } from "./time-query";

const num = (actor: Actor | undefined, key: string): unknown => actor?.system[key];

function chorusBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("personae: the chorus's tools", () => {
    const made: { delete(): Promise<unknown> }[] = [];
    let pool = 0;
    let duellist: Actor | undefined;
    let envoy: Actor | undefined;
    let away: Actor | undefined;
    let sceneId = "";

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      pool = readPool();
      const create = (name: string, system: Record<string, unknown>) =>
        Actor.create({ name: `Self-test ${name}`, type: IDENTITY_TYPE, system });
      duellist = await create("duellist", {
        kind: "supporting",
        toughness: "major",
        shock: 4,
        hits: 7,
        inoperative: true,
      });
      envoy = await create("envoy", { kind: "supporting", toughness: "major", shock: 1, hits: 3 });
      away = await create("far away", { kind: "supporting", toughness: "medium", hits: 1 });
      if (!duellist || !envoy || !away) throw new Error("Could not create the identities");
      made.push(duellist, envoy, away);
      const token = (actor: Actor, x: number) => ({ name: actor.name, actorId: actor.id, actorLink: true, x, y: 0 });
      const scene = await Scene.create({
        name: "Self-test hall",
        tokens: [token(duellist, 0), token(envoy, 100)],
      });
      if (!scene?.id) throw new Error("Could not create the scene");
      made.push(scene);
      sceneId = scene.id;
    });
    after(async () => {
      for (const doc of made.reverse()) await doc.delete();
      await game.settings.set(SYSTEM_ID, CHORUS_POOL_SETTING, pool);
    });

    it("ends the encounter for every identity on the scene, in one GM request", async function () {
      this.timeout(FLOW_TIMEOUT);
      const answer = (await askGM(CHORUS_QUERY, { action: "endOfTime", scope: "encounter", sceneId })) as TimeAnswer;
      assert.deepEqual(answer.problems, [], "the GM may");
      assert.equal(answer.touched.length, 2, "the two identities on the scene");
      assert.deepEqual(answer.negated, [duellist?.name], "the unstabilised duellist is negated");
      assert.deepEqual(answer.recovery, [envoy?.name], "the envoy at shock 1 may recover");
      assert.equal(num(duellist, "negated"), true, "marked on the duellist");
      assert.equal(num(envoy, "hits"), 3, "the envoy keeps its hits");
      assert.equal(num(away, "hits"), 1, "off the scene: untouched");
    });

    it("hands a chorus critical to a chorus identity; the same hand-out on the old count is stale", async function () {
      this.timeout(FLOW_TIMEOUT);
      await game.settings.set(SYSTEM_ID, CHORUS_POOL_SETTING, 1);
      const give = () => askGM("personae.giveCritical", { from: CHORUS_POOL_SOURCE, to: away?.uuid, version: 1 });
      assert.deepEqual(await give(), { problems: [] }, "handed out");
      assert.equal(readPool(), 0, "the pool is one lower");
      assert.equal(num(away, "criticals"), 1, "banked by the chorus identity");
      assert.deepEqual(await give(), { problems: [STALE_KEY] }, "the old count is stale");
      assert.equal(num(away, "criticals"), 1, "nothing more banked");
    });
  });
}

export const chorusFlow: SelfTestFlow = {
  key: "chorus",
  displayName: "Story Engines: Personae chorus tools — the end of an encounter for a scene, the chorus pool",
  batch: chorusBatch,
};
