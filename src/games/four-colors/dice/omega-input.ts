/**
 * An Omega actor's system data as the dialog and the roll need it. Pure: the
 * Planets and die colours are read with the data folder's own readers.
 */
import { omegaDieColours, readPlanets } from "../data/omega";
import type { OmegaInput } from "./dialog-state";

/** The Actor sub-type that rolls the Planets. */
export const OMEGA_TYPE = "fourColorsOmega";

export function omegaInput(name: string, uuid: string | null, system: Record<string, unknown>): OmegaInput {
  return { name, uuid, planets: readPlanets(system.planets), colours: omegaDieColours(system) };
}
