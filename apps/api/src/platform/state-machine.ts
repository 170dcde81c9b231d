// State machines as tables of allowed transitions (orders, refunds, pre-sales, invoices, demands, ...). A module lists
// its transitions; a move is one guarded UPDATE ... WHERE status = from, so of racing calls one wins. The table's
// shape is checked when the module's service is made and in the unit tests (checkTransitions).

export interface TableTransition<S extends string | number, E extends string> {
  event: E;
  from: S;
  to: S;
}

/**
 * Problems of a machine: states not reachable from the initial one, transitions out of terminal states, non-terminal
 * states with no way out, unknown states, and an event listed twice for one state.
 */
export function checkTransitions<S extends string | number, E extends string>(
  table: readonly TableTransition<S, E>[], states: readonly S[], initial: S, terminal: readonly S[],
): string[] {
  const problems: string[] = [];
  const known = new Set(states);
  for (const t of table) {
    if (!known.has(t.from) || !known.has(t.to)) problems.push(`${t.event}: unknown state ${t.from} -> ${t.to}`);
    if (terminal.includes(t.from)) problems.push(`${t.event}: leaves terminal state ${t.from}`);
  }
  const seen = new Set<string>();
  for (const t of table) {
    const key = `${t.event}@${t.from}`;
    if (seen.has(key)) problems.push(`${t.event}: listed twice from ${t.from}`);
    seen.add(key);
  }
  const reached = new Set<S>([initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of table) {
      if (reached.has(t.from) && !reached.has(t.to)) {
        reached.add(t.to);
        grew = true;
      }
    }
  }
  for (const s of states) {
    if (!reached.has(s)) problems.push(`state ${s} is unreachable`);
    if (!terminal.includes(s) && !table.some((t) => t.from === s)) problems.push(`state ${s} has no way out`);
  }
  return problems;
}

/**
 * One machine's table with its look-ups and checks: `transitionOf(event, from)` (the move to apply, or undefined:
 * refused), `transitionsOf(event)` (every state the event leaves), `check(table?)` (problems of the table, or of
 * another one in tests), `assert()` (throws at start-up when the table is broken).
 */
export function transitionTable<S extends string | number, E extends string>(name: string, spec: {
  table: readonly TableTransition<S, E>[]; states: readonly S[]; initial: S; terminal: readonly S[];
}) {
  const check = (table: readonly TableTransition<S, E>[] = spec.table) => checkTransitions(table, spec.states, spec.initial, spec.terminal);
  return {
    transitionOf: (event: E, from: S | string | number) => spec.table.find((t) => t.event === event && t.from === from),
    transitionsOf: (event: E) => spec.table.filter((t) => t.event === event),
    check,
    assert(): void {
      const problems = check();
      if (problems.length) throw new Error(`${name} state machine: ${problems.join('; ')}`);
    },
  };
}
