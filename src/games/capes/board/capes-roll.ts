/**
 * A board die (1d6) rolled as real Foundry dice — Dice So Nice shows it in
 * its side's colour, and a player who rolls physical dice types the face in.
 * `options.capesDie` keeps what the card shows, so the card re-renders from
 * the roll's own data after a reload; the GM's client reads the face from the
 * posted roll, never from the request.
 */
import { templatePath } from "../../../core/game-definition";
import { rollCardContext, type CapesRollData } from "./card-context";

export const ROLL_CARD_TEMPLATE = templatePath("capes/dice/roll-card.hbs");

/** Dice So Nice colours: the heroes' dice blue, their opponents' red (the two colours the game asks for). */
const APPEARANCE = {
  heroes: { foreground: "#ffffff", background: "#1d4f9a", edge: "#12336a", outline: "#000000" },
  opponents: { foreground: "#ffffff", background: "#a3231f", edge: "#6e1512", outline: "#000000" },
} as const;

/** The rolling character's portrait, when its actor is at hand. */
function portrait(data: CapesRollData): string | null {
  const actor = data.actorUuid ? fromUuidSync(data.actorUuid) : null;
  return actor && "img" in actor && typeof actor.img === "string" && actor.img ? actor.img : null;
}

export class CapesDieRoll extends foundry.dice.Roll {
  static build(data: CapesRollData): CapesDieRoll {
    const roll = new CapesDieRoll("1d6", {}, { capesDie: data });
    const term = roll.dice[0];
    if (term) term.options.appearance = { ...APPEARANCE[data.faction] };
    return roll;
  }

  get capesData(): CapesRollData | null {
    const data = this.options.capesDie;
    return data !== null && typeof data === "object" ? (data as CapesRollData) : null;
  }

  /** The face rolled (1–6), or null before evaluation. */
  get face(): number | null {
    const result = this.dice[0]?.results.find((r) => r.active !== false)?.result;
    return typeof result === "number" ? result : null;
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const data = this.capesData;
    const face = this.face;
    if (!data || face === null || !this._evaluated || options.isPrivate) return super.render(options);
    return foundry.applications.handlebars.renderTemplate(
      ROLL_CARD_TEMPLATE,
      rollCardContext(data, face, portrait(data)),
    );
  }
}
