/** The world settings of Rolling the Planets (registered through definition-part.ts). */

/** Players may set the stakes and roll their own Omegas (otherwise the SG does). */
export const PLAYERS_SET_STAKES_SETTING = "fourColorsPlayersSetStakes";

/** The optional degree-of-success rule (a degree derived from the book's principles). */
export const DEGREES_SETTING = "fourColorsDegrees";

/** The optional rule of several Hindrance dice: one per opponent. */
export const SEVERAL_HINDRANCES_SETTING = "fourColorsSeveralHindrances";
