import { Observable } from 'rxjs';

/**
 * A call as an Observable that aborts the request when unsubscribed, so an epic's switchMap cancels
 * the HTTP request itself and not just its answer.
 */
export function fromCall<T>(run: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}
