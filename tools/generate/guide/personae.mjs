// The Personae guide's pages, in the project's own words (the SRD itself,
// CC BY 4.0, is in the personae-rules compendium; this guide only says how
// the system's sheets, cards and tools are used at the table). Source of
// truth: docs/games/personae.md.
import { ol, p, ul } from "./html.mjs";

export const GAME = "personae";
export const NAME = "Personae";

/** @param {ReturnType<import("./html.mjs").pageWriter>} w */
export function pages({ ui, fig }) {
  return [
    {
      key: "start",
      name: "Getting started",
      html:
        p(
          "Story Engines gives Personae one sheet for every identity (a character, a supporting identity or an object), challenges issued from the sheet and answered on the chat card, vitality and shock, criticals and development points. The whole SRD is in the compendium <em>Personae: SRD (v3)</em>; this guide says which button does what.",
          "<strong>What the GM sets up once.</strong>",
        ) +
        ol(
          `Check ${ui("Personae: keep criticals between sessions")} and ${ui("Personae: chorus criticals")} in <em>Configure Settings → Story Engines</em>.`,
          "Give each player a <em>Personae Identity</em> of kind Character that they own. A new character comes with the free skills.",
          "Example traits and identities are in the compendiums <em>Personae: Example Traits</em> and <em>Personae: Example Identities</em>.",
        ) +
        p(
          `<strong>Who holds which role.</strong> The ${ui("chorus")} (the game's facilitator) answers on the card for every identity no player owns (and for those it owns itself), sets the difficulty of unopposed challenges and rolls its dice, grants follow-ups, and keeps the clock with the chorus's tools. It is the Foundry GM unless a GM hands it to another user, a player too, in ${ui("Table roles")}. Players issue challenges for their identities and answer those aimed at them.`,
        ),
    },
    {
      key: "sheets",
      name: "Your identity sheet",
      html:
        fig("personae-identity-creation", "A new character in creation, with its warnings") +
        ul(
          `<strong>${ui("Attributes")}</strong> and their priorities (two ${ui("First")}, two ${ui("Second")}, one ${ui("Third")}, one ${ui("Hindrance")}). Beside them: ${ui("Potential")}, ${ui("Potential threshold")}, ${ui("Vitality")}, ${ui("Resource cap")}, ${ui("Creation points")} and ${ui("Prowess pool")}.`,
          `<strong>Traits</strong>: ${ui("Add a skill", "fa-plus")}, ${ui("Add an enhancement", "fa-plus")}, ${ui("Add a preternae", "fa-plus")}, ${ui("Add a sphere", "fa-plus")}, or drag them in from a compendium.`,
          `<strong>${ui("At creation")}</strong> lists what breaks the creation rules, as warnings, so you can fill the sheet in any order. ${ui("Begin play (lock priorities)")} when it is done.`,
          `<strong>${ui("Vitality and shock")}</strong>: hits left, the shock pips and their penalty, and ${ui("Recovery challenge")} when the clock allows it. Whether the identity is in an encounter is shown, not set here: the clock is the chorus's.`,
          `<strong>${ui("Criticals and advancement")}</strong>: the criticals banked, the tally, ${ui("Spend development points")} and ${ui("Give a critical to…")}.`,
        ) +
        p("A token of an identity shows two bars, vitality and shock. Editing the vitality bar marks hits."),
    },
    {
      key: "rolling",
      name: "Challenges and the chat card",
      html:
        fig("personae-challenge-dialog", "The challenge dialog: skill, type, goal, dice and the opposition") +
        p(
          `${ui("Issue a challenge")} on the sheet (or the die beside a skill). Choose the ${ui("Skill")}, the ${ui("Attribute added")}, the ${ui("Type")} (interaction, power or attack), the ${ui("Goal")} in words, assistants, bonus dice, expertise, ${ui("Enhancements at the roll")}, a critical to spend, the ${ui("Hits on a success")}, and the ${ui("Opposition")}: identities you target, or ${ui("Unopposed: the chorus rolls")} with a difficulty. The line at the bottom shows the dice you roll and the exact chance to succeed. ${ui("Roll")} posts the card.`,
        ) +
        ul(
          "Unopposed, your card proposes the difficulty: the chorus confirms or changes it and rolls its dice first, on its own screen; then you roll yours from the card, and it shows who won.",
          `Opposed, the card waits: the opponent's owner (or the chorus) picks what they bring and clicks ${ui("Answer")}. An inoperative opponent cannot answer: the chorus rolls against you instead, unopposed at Easy unless it raises it.`,
          "An identity at shock 4 is stabilised from the card by another identity that can act and is in the encounter: pick which of yours and press Stabilise. Nobody stabilises their own identity.",
          `After a successful attack, ${ui("Apply the hits")} marks them on the target through the GM. ${ui("Follow-up challenge")} appears when a trait ticked for the roll affords one; the chorus may ${ui("Grant a follow-up (chorus ruling)")}.`,
        ) +
        fig(
          "personae-card-unopposed",
          "An unopposed challenge card: both rows of dice, highest first, and the winner",
        ) +
        p("Every button waits for its answer, and requests go through the GM one at a time."),
    },
    {
      key: "tools",
      name: "Table tools",
      html:
        p(
          `${ui("Table tools")} is the button at the top of the <em>Actors</em> sidebar, the same for every game. Everyone finds this guide there (${ui("How to play")}); whoever holds the chorus (a GM or a player) also finds the chorus's tools:`,
        ) +
        ul(
          `${ui("Start encounter")}: every identity with a token on the viewed scene is in an encounter.`,
          `${ui("End the round")}: an identity back from shock 3 that acted in this round is inoperative again (Foundry's own encounter does this at each new round).`,
          `${ui("End the encounter")}, ${ui("End the scene")}, ${ui("End the session")}: for every identity on the scene (the session: in the world). Each asks first and posts a short card.`,
          `${ui("Hand out a chorus critical")} (the ${ui("Chorus pool")} count beside it): an identity no player owns banks one critical from the pool.`,
          `${ui("Award a development point")} to a character.`,
        ),
    },
    {
      key: "order",
      name: "Order of play",
      html: ol(
        "Build the characters together in creation mode; clear the warnings and click Begin play.",
        "The chorus starts an encounter when violence or pressure begins.",
        "Players describe what they want and issue challenges; the chorus answers for its identities on the cards, and sets and rolls the unopposed ones. Apply the hits of successful attacks; another identity stabilises one left at shock 4, on the card.",
        "The chorus ends each round, the encounter, the scene and the session from its tools: shock, recovery, expertise and criticals follow. Players ask for a recovery challenge on their sheets when the clock allows it.",
        "Between sessions, spend development points on the sheet.",
      ),
    },
  ];
}
