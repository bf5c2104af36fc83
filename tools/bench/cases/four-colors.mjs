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
];
