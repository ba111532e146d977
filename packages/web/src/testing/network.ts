import { getResponse, type RequestHandler } from 'msw';

/**
 * A fetch that Mock Service Worker's handlers answer inside this page, with msw's own matcher:
 * the tests' network and the stories' under Vitest (whose server does not serve the worker
 * script; Storybook runs the same handlers in its service worker). Every request is recorded in
 * `requests`; one no handler takes goes to `unhandled`.
 */
export function fetchAnsweredBy(
  handlers: readonly RequestHandler[],
  unhandled: (request: Request) => Promise<Response> | Response,
  requests: Request[] = [],
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return (await getResponse([...handlers], request)) ?? unhandled(request);
  };
}
