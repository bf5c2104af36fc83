/**
 * The Personae world settings (pure): whether criticals are kept between
 * sessions, whether chorus identities earn criticals into one shared pool,
 * and the pool itself (hidden; written by the GM).
 */
import type { SettingSpec } from "../../../core/game-definition";

export const CRITICALS_RETAINED_SETTING = "personaeCriticalsRetained";
export const CHORUS_CRITICALS_SETTING = "personaeChorusCriticals";
export const CHORUS_POOL_SETTING = "personaeChorusPool";

export const PERSONAE_SETTINGS: SettingSpec[] = [
  { key: CRITICALS_RETAINED_SETTING, scope: "world", config: true, type: "boolean", default: true },
  { key: CHORUS_CRITICALS_SETTING, scope: "world", config: true, type: "boolean", default: true },
  { key: CHORUS_POOL_SETTING, scope: "world", config: false, type: "number", default: 0 },
];
