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
          `<strong>Who holds which role.</strong> The ${ui("chorus")} (the game's facilitator) answers on the card for every identity no player owns, grants follow-ups and uses the chorus's tools. It is the Foundry GM unless a GM hands it to another user in ${ui("Table roles")}. Players issue challenges for their identities and answer those aimed at them.`,
        ),
    },
    {
      key: "sheets",
      name: "Your identity sheet",
      html:
        fig("personae-identity-creation", "A new character in creation, with its warnings") +
        ul(
          `<strong>${ui("Attributes")}</strong> and their priorities (two ${ui("First")}, two ${ui("Second")}, one ${ui("Third")}, one ${ui("Hindrance")}). Beside them: ${ui("Potential")}, ${ui("Potential threshold")}, ${ui("Vitality")}, ${ui("Resource cap")}, ${ui("Creation points")} and ${ui("Prowess pool")}.`,
          `<strong>Traits</strong>: ${ui("Add a skill")}, ${ui("Add an enhancement")}, ${ui("Add a preternae")}, ${ui("Add a sphere")}, or drag them in from a compendium.`,
          `<strong>${ui("At creation")}</strong> lists what breaks the creation rules, as warnings, so you can fill the sheet in any order. ${ui("Begin play (lock priorities)")} when it is done.`,
          `<strong>${ui("Vitality and shock")}</strong>: hits left, the shock pips and their penalty, with ${ui("Recovery challenge")}, ${ui("End of encounter")}, ${ui("End of scene")} and ${ui("End of session")}.`,
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
          "Unopposed, the chorus's dice roll at once and the card shows who won.",
          `Opposed, the card waits: the opponent's owner (or the chorus) picks what they bring and clicks ${ui("Answer")}.`,
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
          `${ui("Table tools")} is the button at the top of the <em>Actors</em> sidebar, the same for every game. Everyone finds this guide there (${ui("How to play")}); the GM also finds the chorus's tools:`,
        ) +
        ul(
          `${ui("Start encounter")}: every identity with a token on the viewed scene is in an encounter.`,
          `${ui("End the encounter")}, ${ui("End the scene")}, ${ui("End the session")}: as each identity's own sheet button would, for every identity on the scene (the session: in the world). Each asks first and posts a short card.`,
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
        "Players describe what they want and issue challenges; the chorus answers for its identities on the cards. Apply the hits of successful attacks.",
        "At the end of the encounter, of the scene and of the session, use the chorus's tools (or each sheet's buttons): shock, recovery, expertise and criticals follow.",
        "Between sessions, spend development points on the sheet.",
      ),
    },
  ];
}
