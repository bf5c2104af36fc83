/**
 * The chorus's tools in the Actors sidebar, in Foundry (GMs only): start or
 * end the encounter, or end the scene, for every identity on the viewed scene, end the
 * session for every identity, hand a critical from the chorus pool to a
 * chorus identity, and award a character a development point. Each button waits for its request (pending: a second
 * click does nothing meanwhile); the pool's count is redrawn when it changes.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { whilePending } from "../../../core/pending";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { readPool, spendFromPool } from "./chorus-pool";
import { identitiesFor, personaeScenes } from "./identities";
import { CHORUS_QUERY, endOfTimeForAll, startEncounterForAll } from "./time-query";
import { awardPoint } from "./award";
import { TIME_SCOPES } from "./time-updates";

const P = "STORY_ENGINES.Personae.Chorus";
const BAR = "personae-chorus-tools";
const COUNT = "personae-pool-count";
const ICONS = { encounter: "fa-flag-checkered", scene: "fa-clapperboard", session: "fa-moon" } as const;

function button(icon: string, label: string, key: string, run: () => Promise<unknown>): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  const i = document.createElement("i");
  i.className = `fa-solid ${icon}`;
  i.setAttribute("aria-hidden", "true");
  b.append(i, ` ${game.i18n.localize(label)}`);
  b.addEventListener("click", () => void whilePending(key, b, run));
  return b;
}

/** The pool's count, as the bar shows it. */
const poolText = (): string => game.i18n.format(`${P}.pool`, { count: readPool() });

/** Identities to hand a pool critical to: the viewed scene's first, then the world's. */
const poolCandidates = (): Actor[] => identitiesFor("session", personaeScenes().viewed);

function chorusBar(): HTMLElement {
  const bar = document.createElement("div");
  bar.className = `story-engines personae ${BAR}`;
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", game.i18n.localize(`${P}.title`));
  bar.append(button("fa-play", `${P}.startEncounter`, "personae:end-of-time", startEncounterForAll));
  for (const scope of TIME_SCOPES)
    bar.append(button(ICONS[scope], `${P}.${scope}`, "personae:end-of-time", () => endOfTimeForAll(scope)));
  const count = document.createElement("span");
  count.className = COUNT;
  count.textContent = poolText();
  bar.append(
    count,
    button("fa-star", `${P}.poolSpend`, "personae:chorus-pool", () => spendFromPool(poolCandidates())),
    button("fa-award", `${P}.award`, "personae:award", () => awardPoint(poolCandidates(), CHORUS_QUERY)),
  );
  return bar;
}

/**
 * At ready, in worlds that play Personae: the bar in the Actors sidebar for
 * GMs (the sidebar drawn again, as it was drawn before ready); the count
 * redrawn when the pool changes.
 */
export function registerChorusTools(): void {
  const onDirectory: PersonaeRenderDirectory = (_app, html) => {
    if (!game.user.isGM || html.querySelector(`.${BAR}`)) return;
    (html.querySelector(".directory-header") ?? html).append(chorusBar());
  };
  Hooks.on("renderActorDirectory", onDirectory as (...args: never[]) => unknown);
  Hooks.on("updateSetting", (setting: { key?: string }) => {
    if (setting.key !== `${SYSTEM_ID}.${CHORUS_POOL_SETTING}`) return;
    document.querySelectorAll(`.${COUNT}`).forEach((el) => (el.textContent = poolText()));
  });
  if (game.user.isGM) void (ui as unknown as { actors?: PersonaeSidebarTab }).actors?.render();
}
