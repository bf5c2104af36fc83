// The Capes guide's pages, in the project's own words. Capes Lite is all
// rights reserved: nothing of its text is here, not even short quotations;
// these pages say only how the system's sheet, board and tools are used.
// Source of truth: docs/games/capes.md.
import { ol, p, ul } from "./html.mjs";

export const GAME = "capes";
export const NAME = "Capes";

/** @param {ReturnType<import("./html.mjs").pageWriter>} w */
export function pages({ ui, fig }) {
  return [
    {
      key: "start",
      name: "Getting started",
      html: p(
        "Story Engines gives Capes a character sheet for heroes and opponents and a shared Complication board that takes the place of the cards, dice and tokens on a table. The rules text is not included: the table needs its own copy of Capes Lite. This guide says which button does what.",
        `<strong>Who sets up.</strong> Capes has no GM: the ${ui("Editor")} is one of the players. Whoever starts a Story with ${ui("A new Capes story")} (in ${ui("Table tools")}) names the Editor — themselves to start with — the title, the first Scene's name and the players who take part; before a Scene starts the Editor can hand the role on with ${ui("Make Editor")}. Example characters and two example Scenes are in the compendiums <em>Capes: Example Heroes and Opponents</em> and <em>Capes: Example Scenes</em>.`,
        "<strong>Who holds which role.</strong> The Editor seats the players, adds Complications and characters in set-up, and can pass for an absent player or veto an ability use that cannot apply. Every player, the Editor included, holds their own Story Tokens and Inspirations on the board's ledger. Each player narrates the characters they were given on the board.",
      ),
    },
    {
      key: "sheets",
      name: "Your character sheet",
      html:
        fig("capes-hero-sheet", "A hero's sheet: Drives with their Debt and Exemplars, and the abilities") +
        ul(
          `<strong>${ui("Drives")}</strong>: five of them, each with a value, its ${ui("Debt")} and an ${ui("Exemplar")}. A Drive with more Debt than its value is marked ${ui("Overdrawn")}. Drop an actor on a Drive's row to link its Exemplar.`,
          `<strong>${ui("Abilities")}</strong>: ${ui("Add a Power", "fa-plus")}, ${ui("Add an Attitude", "fa-plus")}, ${ui("Add a Trope", "fa-plus")}, each with a level; the board marks an ability ${ui("Used this Page")} or ${ui("Blocked")}.`,
          `<strong>${ui("Creation help")}</strong> lists what does not yet follow the creation rules. These are warnings; nothing is refused.`,
          `${ui("Open the board")} on a hero's sheet opens the current board.`,
          "An opponent is built freely: no creation help, and it may have Skills.",
        ) +
        p(
          "Side, Prominence and who narrates a character belong to each Scene and are set on the board, not on the sheet.",
        ),
    },
    {
      key: "rolling",
      name: "The board, rolls and chat cards",
      html:
        p(
          "The board runs a Page by itself, phase by phase; its header says whose turn it is. Every button sends a request that one client — the GM's, or with no GM connected the Editor's — checks and applies whole, so two clicks at once never both win.",
        ) +
        ol(
          `${ui("Set-up")}: the Editor adds Complications and characters; players spend Story Tokens on Prominence. ${ui("Start the Scene")} once both sides are even.`,
          `${ui("Claims")}: in seat order, each character may claim a Complication its side controls; ${ui("Done claiming")} passes the turn.`,
          `${ui("Overdrawn Drives")}: each Overdrawn Drive rolls a die on its side.`,
          `${ui("Action turns")}: on its action a character may ${ui("Stake Debt")}, pick a die and roll it with an ability (${ui("Roll with …")}), or ${ui("Split the picked die")}. The roller then keeps the new face or turns the die back. Players with a fitting Trope may react or ${ui("Pass")} (a pass answers the result it was clicked on); ${ui("End the action")} waits for them. Turn 1 starts with the Editor's characters; each later turn starts one seat further clockwise.`,
          `${ui("Resolution")}: claims still held resolve one by one (${ui("Resolve it")}), giving Inspirations, Victory Points and Debt back.`,
        ) +
        fig(
          "capes-board-turns",
          "The board during an action: the Complications, each side's dice and the abilities to roll with",
        ) +
        p(
          "Every roll is a real Foundry die in its side's colour, shown by Dice So Nice or typed in by a player with physical dice, and posts a short card to chat.",
        ) +
        fig("capes-roll-card", "A roll card"),
    },
    {
      key: "tools",
      name: "Table tools",
      html: p(
        `${ui("Table tools")} is the button at the top of the <em>Actors</em> sidebar, the same for every game. For Capes it holds ${ui("Capes board")} (everyone: the current board), ${ui("A new Capes story")} (anyone) and this guide (${ui("How to play")}). An earlier Scene's board opens from its own journal: choose ${ui("Capes board")} in the journal window's header menu.`,
        `To play an example Scene, pick it under ${ui("Example Scene")} on a board in set-up and click ${ui("Set it up")}: its characters and Complications go on the board, narrated by the Editor until handed out with ${ui("Narrated by")}.`,
      ),
    },
    {
      key: "order",
      name: "Order of play",
      html: ol(
        "Make the heroes together, with the sheet's creation help; the Editor prepares opponents.",
        "The Editor starts a Story on the board and sets up the first Scene; players buy Prominence and narrate what they pay for.",
        "Play Pages: claims, Overdrawn Drives, action turns, resolution. Narrate every claim, stake and roll; the Page log at the bottom prompts for it.",
        `When a side reaches the Victory Target the Scene ends: ${ui("Close the Scene")}, then ${ui("Start the next Scene")}. Every player's open board moves to the new one.`,
      ),
    },
  ];
}
