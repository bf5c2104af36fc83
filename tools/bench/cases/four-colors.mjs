// Benchmark cases for the Four Colors al Fresco rules. `rules` is the built
// module namespace of src/rules/index.ts; the runner calls run() repeatedly
// and takes the median.
export default [
  {
    name: "fourColors.hierarchyOdds — four d20 Planets, Major Benefit d20, Major Hindrance d12",
    budgetMs: 20,
    run(rules) {
      rules.fourColors.hierarchyOdds(
        { known: 20, passion: 20, dynamic: 20, static: 20 },
        { favored: ["known"], opposed: ["static"] },
        { benefit: { faces: 20, major: true }, hindrance: { faces: 12, major: true } },
      );
    },
  },
  {
    name: "fourColors.hierarchyOdds — four d20 Planets, Major Benefit d20, three Major Hindrance d12 (one per opponent)",
    budgetMs: 20,
    run(rules) {
      const opponent = { faces: 12, major: true };
      rules.fourColors.hierarchyOdds(
        { known: 20, passion: 20, dynamic: 20, static: 20 },
        { favored: ["known"], opposed: ["static"] },
        { benefit: { faces: 20, major: true }, hindrances: [opponent, opponent, opponent] },
      );
    },
  },
  {
    name: "fourColors.hierarchyOdds — several dice for one Force: 3d20 Known, three more d20 Planets",
    budgetMs: 20,
    run(rules) {
      rules.fourColors.hierarchyOdds(
        { known: [20, 20, 20], passion: 20, dynamic: 20, static: 20 },
        { favored: ["known"], opposed: ["static"] },
      );
    },
  },
];
