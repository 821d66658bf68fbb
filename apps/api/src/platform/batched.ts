/**
 * What callers ask during one turn of the event loop, loaded by one call of `load` at its end (setImmediate)
 * with every ask, each caller getting that one result. The load starts after every caller in it asked, so each
 * sees at least what a load of its own would have shown (nothing older). Under load, answers that arrive in the
 * same turn (requests parsed from several sockets, query results read together) then share one statement
 * instead of sending one each: on PostgreSQL, each statement cost the event loop its compile, a socket write
 * (writev was 31 % of the main thread in the long tail) and its parse.
 */
export function batchedPerTurn<Ask, Result>(
  load: (asks: Ask[]) => Promise<Result>,
): (ask: Ask) => Promise<Result> {
  let pending: { asks: Ask[]; result: Promise<Result> } | undefined;
  return (ask) => {
    if (!pending) {
      const asks: Ask[] = [];
      const batch = {
        asks,
        result: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          if (pending === batch) pending = undefined;
          return load(asks);
        }),
      };
      pending = batch;
    }
    pending.asks.push(ask);
    return pending.result;
  };
}
