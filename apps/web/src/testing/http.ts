import { alertPaths, cropPlanningPaths, growthPaths, placePaths, servicePrefixes, weatherPaths, type ErrorCode } from '@farmsight/contracts';
import { delay, http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as the tests see it: requests leave the app's own HTTP client and are answered here, at the network layer.
 * Handlers sit at the contracts' prefixes (where the server mounts each service), so a client built with a wrong
 * prefix meets no handler and its request fails (testing/setup.ts: unhandled requests are errors).
 */
export const apiServer = setupServer(
  // Every workspace screen's header bell asks for alerts; a test that is not about them sees none.
  http.get(`${servicePrefixes.alerts}${alertPaths.list}`, () => HttpResponse.json({ alerts: [] })),
  // The dashboard, where a signed-in farmer lands, lists the saved crops, the crops known and what to grow next; here none.
  http.get(`${servicePrefixes.growth}${growthPaths.crops}`, () => HttpResponse.json({ crops: [], nextOffset: null })),
  http.get(`${servicePrefixes.crops}${cropPlanningPaths.catalogue}`, () => HttpResponse.json({ crops: [] })),
  http.get(`${servicePrefixes.crops}${cropPlanningPaths.suggestions}`, () =>
    HttpResponse.json({
      season: 'rabi',
      basis: 'the rabi (winter) season, as asked',
      region: null,
      suggestions: [],
      lacking: ['no soil test yet'],
      excluded: null,
    }),
  ),
  // The dashboard and /irrigation show the week's weather; a test that is not about it sees a forecast with no days.
  http.get(`${servicePrefixes.weather}${weatherPaths.forecast}`, () =>
    HttpResponse.json({ location: { latitude: 18.5, longitude: 73.9 }, fetchedAt: '2026-11-23T09:00:00.000Z', source: 'Open-Meteo.com (CC BY 4.0)', days: [] }),
  ),
  // The profile and user pages name the place near the farm; here the gazetteer has none, so they show coordinates.
  http.get(`${servicePrefixes.places}${placePaths.nearest}`, () => HttpResponse.json({ place: null })),
  // The profile offers the land units of the farm's state; here those that hold everywhere.
  http.get(`${servicePrefixes.places}${placePaths.landUnits}`, () =>
    HttpResponse.json({
      units: [
        { id: 'hectare', squareMetres: 10000 },
        { id: 'acre', squareMetres: 4046.8564224 },
      ],
    }),
  ),
);

type Service = keyof typeof servicePrefixes;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Answer = (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response>;

/** Answers `method` on `path` of `service` for the rest of the test; the returned list collects the requests. */
export function answer(method: Method, service: Service, path: string, respond: Answer): Request[] {
  const requests: Request[] = [];
  apiServer.use(
    http[method](`${servicePrefixes[service]}${path}`, ({ request }) => {
      requests.push(request.clone());
      return respond(request);
    }),
  );
  return requests;
}

/** The same answer every time, as JSON. */
export const json =
  (body: unknown, status = 200): Answer =>
  () =>
    HttpResponse.json(body as DefaultBodyType, { status });

/** Answers in turn, the last one again for any later request. */
export const inTurn = (...answers: Answer[]): Answer => {
  let next = 0;
  return (request) => answers[Math.min(next++, answers.length - 1)]!(request);
};

/** The API's error body with its status. */
export const apiError = (status: number, code: ErrorCode, message: string): Answer => json({ error: { code, message } }, status);

/** No answer at all: the connection fails, as when the network is down. */
export const networkError: Answer = () => HttpResponse.error();

/** An answer that never comes (the screen stays in its loading state). */
export const never: Answer = async () => {
  await delay('infinite');
  return HttpResponse.error();
};

/** `respond`, once `gate` settles: the test decides when the answer arrives. */
export const after =
  (gate: Promise<unknown>, respond: Answer): Answer =>
  async (request) => {
    await gate;
    return respond(request);
  };
