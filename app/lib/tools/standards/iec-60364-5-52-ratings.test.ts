import { describe, expect, it } from "vitest";
import {
  annexBAluminiumSections,
  annexBCopperSections,
  atoDTables,
  efgTables,
} from "./iec-60364-5-52-ratings";

/** The tables' shape: what a mistyped value would most likely break. */
describe("IEC 60364-5-52 Annex B ratings, as data", () => {
  const grows = (column: readonly (number | null)[]) => {
    const values = column.filter((value): value is number => value !== null);
    return values.every(
      (value, index) => index === 0 || value > values[index - 1]!,
    );
  };

  it("every column lines up with its sections and grows with the section", () => {
    for (const table of atoDTables)
      for (const [metal, sections] of [
        ["copper", annexBCopperSections],
        ["aluminium", annexBAluminiumSections],
      ] as const)
        for (const [method, column] of Object.entries(table[metal])) {
          expect(column, `${table.table} ${metal} ${method}`).toHaveLength(
            sections.length,
          );
          expect(grows(column), `${table.table} ${metal} ${method}`).toBe(true);
        }
    for (const table of efgTables) {
      const sections =
        table.material === "copper"
          ? annexBCopperSections
          : annexBAluminiumSections;
      for (const [column, values] of Object.entries(table.columns)) {
        expect(values, `${table.table} ${column}`).toHaveLength(
          sections.length,
        );
        expect(grows(values), `${table.table} ${column}`).toBe(true);
      }
    }
  });

  it("three loaded conductors carry less than two, aluminium less than copper, PVC less than XLPE", () => {
    const [pvc2, xlpe2, pvc3, xlpe3] = atoDTables;
    for (const method of ["A1", "A2", "B1", "B2", "C", "D1", "D2"] as const)
      for (const metal of ["copper", "aluminium"] as const)
        pvc2[metal][method].forEach((amps, index) => {
          const label = `${method} ${metal} row ${index}`;
          expect(pvc3[metal][method][index], label).toBeLessThan(amps);
          expect(xlpe3[metal][method][index], label).toBeLessThan(
            xlpe2[metal][method][index]!,
          );
          expect(amps, label).toBeLessThan(xlpe2[metal][method][index]!);
          if (metal === "aluminium") {
            const copper = pvc2.copper[method][index + 5]!; // aluminium starts at 16 mm²
            expect(amps, label).toBeLessThan(copper);
          }
        });
    const [pvcCu, pvcAl, xlpeCu, xlpeAl] = efgTables;
    for (const column of Object.keys(
      pvcCu.columns,
    ) as (keyof typeof pvcCu.columns)[])
      pvcAl.columns[column].forEach((amps, index) => {
        const copper = pvcCu.columns[column][index + 5];
        if (amps !== null && copper != null) expect(amps).toBeLessThan(copper);
        const xlpe = xlpeAl.columns[column][index];
        if (amps !== null && xlpe != null) expect(amps).toBeLessThan(xlpe);
        const xlpeCopper = xlpeCu.columns[column][index + 5];
        if (copper != null && xlpeCopper != null)
          expect(copper).toBeLessThan(xlpeCopper);
      });
  });
});
