/**
 * The names of In a Wicked Age's GM queries ("<game id>.<name>", registered
 * in the GM queue by the module parts; askGM takes the same names).
 */
export const QUERIES = {
  conflict: "wicked-age.conflict",
  joinConflict: "wicked-age.joinConflict",
  newConflict: "wicked-age.newConflict",
  campaign: "wicked-age.campaign",
  story: "wicked-age.story",
  deal: "wicked-age.deal",
  parallel: "wicked-age.parallel",
} as const;
