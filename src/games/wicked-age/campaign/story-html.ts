/**
 * The story sheet as a journal page (pure): what a reader sees opening the
 * chapter's journal in Foundry, written again after every change to it.
 */
import type { StoryState } from "./story";

function esc(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

export interface StoryLabels {
  oracle: string;
  elements: string;
  characters: string;
  recurring: string;
  time: string;
  place: string;
  chosen: string;
}

export function storyHtml(
  story: StoryState,
  oracleName: string,
  labels: StoryLabels,
  users: Record<string, string>,
): string {
  const elements = story.elements
    .map(
      (e) =>
        `<li><strong>${esc(e.card)}</strong> ${esc(e.text)}${e.chosen ? ` <em>(${esc(labels.chosen)})</em>` : ""}</li>`,
    )
    .join("");
  const characters = story.characters
    .map((c) => {
      const from = c.element >= 0 ? ` (${c.element + 1})` : "";
      const who = c.claimedBy ? ` — ${esc(users[c.claimedBy] ?? "?")}` : "";
      return `<li>${esc(c.name)}${from}${who}</li>`;
    })
    .join("");
  const recurring = story.recurring.map((r) => `<li>${esc(r.name)}</li>`).join("");
  return [
    `<p><strong>${esc(labels.oracle)}:</strong> ${esc(oracleName || "—")}</p>`,
    `<h3>${esc(labels.elements)}</h3><ol>${elements}</ol>`,
    `<h3>${esc(labels.characters)}</h3><ul>${characters}</ul>`,
    recurring ? `<h3>${esc(labels.recurring)}</h3><ul>${recurring}</ul>` : "",
    `<p><strong>${esc(labels.time)}:</strong> ${esc(story.time || "—")} · <strong>${esc(labels.place)}:</strong> ${esc(story.place || "—")}</p>`,
  ].join("");
}
