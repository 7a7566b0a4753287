/**
 * A statement built once per database handle (or transaction) and kept: `build` runs the first
 * time a handle asks, and the same prepared statement is answered after that. Drizzle then does
 * not build its text again, and the connection's plan is reused (docs/performance.md).
 */
export function oncePerDatabase<Handle extends object, Statement>(
  build: (db: Handle) => Statement,
): (db: Handle) => Statement {
  const built = new WeakMap<Handle, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
