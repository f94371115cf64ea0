// One value per document of the search index, in a typed array that grows by doubling: at a
// million courses an array of JavaScript values costs 8 bytes a slot and a boxed number for each
// price or rating, where a typed array holds the bare number, and a search reads it without
// checking its type (docs/decisions/053-search-at-a-million-courses.md).

type NumberArray = Float64Array | Int32Array | Int8Array | Uint8Array | Uint16Array

export class Column<T extends NumberArray> {
  values: T
  length = 0

  constructor(
    private readonly make: (capacity: number) => T,
    capacity = 1024,
  ) {
    this.values = make(capacity)
  }

  push(value: number): void {
    if (this.length === this.values.length) this.reserve(this.length * 2)
    this.values[this.length++] = value
  }

  /** Sets the value at `index`, growing the column to hold it when it is the next one or beyond. */
  put(index: number, value: number): void {
    if (index >= this.values.length) this.reserve(Math.max(index + 1, this.values.length * 2))
    if (index >= this.length) this.length = index + 1
    this.values[index] = value
  }

  /** Inserts `value` at `index`, the values from there on moving one place up. */
  insert(index: number, value: number): void {
    if (this.length === this.values.length) this.reserve(Math.max(1, this.length * 2))
    this.values.copyWithin(index + 1, index, this.length)
    this.values[index] = value
    this.length++
  }

  /** A column of `values` (taken, not copied); `make` makes its room when it grows. */
  static of<T extends NumberArray>(make: (capacity: number) => T, values: T): Column<T> {
    const column = new Column(make, 0)
    column.values = values
    column.length = values.length
    return column
  }

  /** Room for `capacity` values without growing. */
  reserve(capacity: number): void {
    if (capacity <= this.values.length) return
    const grown = this.make(capacity)
    grown.set(this.values)
    this.values = grown
  }
}
