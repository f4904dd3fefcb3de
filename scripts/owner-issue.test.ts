import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ISSUE_LABEL,
  ISSUE_TITLE,
  issueAction,
  type IssueAction,
  issueBody,
  isServedWeekStale,
  type OpenIssue,
  packageWeek,
  problemsOf,
  quoted,
  type RefreshOutcome,
  staleServedWeek,
} from "./owner-issue.ts";

const WEEK = { start: "2026-06-14", end: "2026-06-20" };
/** A Tuesday refresh three days after the week's Saturday, with everything fine. */
const SUCCESS: RefreshOutcome = {
  anpRefusal: null,
  tests: "passed",
  pullRequest: "passed",
  newsRefusal: null,
  mainWeek: WEEK,
  published: null,
  pendingWeek: null,
  ranAt: new Date("2026-06-23T12:00:00Z"),
  runUrl: "https://github.com/dono/etanol-ou-gasolina/actions/runs/42",
};
const REFUSAL =
  'resumo_semanal_lpc_2026-06-21_2026-06-27.xlsx: Planilha "ESTADOS", linha 35: PREÇO MÉDIO REVENDA não é um número ("-")';
const SITE = "https://www.meu-dominio.com.br/dados/datapackage.json";
const NEWS_REFUSAL = "https://agenciabrasil.ebc.com.br/rss/ultimasnoticias/feed.xml: HTTP 503";

const outcome = (changes: Partial<RefreshOutcome>): RefreshOutcome => ({ ...SUCCESS, ...changes });
const kinds = (changes: Partial<RefreshOutcome>) => problemsOf(outcome(changes)).map((problem) => problem.kind);
/** The body of an action that writes one, to read its text. */
const bodyOf = (action: IssueAction) => {
  if (action.action !== "open" && action.action !== "update") throw new Error(`no body in ${action.action}`);
  return action.body;
};

describe("problemsOf", () => {
  it("finds none when the week was taken, the tests passed and the feed was accepted", () => {
    expect(problemsOf(SUCCESS)).toEqual([]);
  });

  it("finds a refused ANP refresh with its message", () => {
    expect(problemsOf(outcome({ anpRefusal: REFUSAL, tests: "not-run" }))).toEqual([
      { kind: "anp-refused", message: REFUSAL },
    ]);
  });

  it("finds tests that failed on the new data", () => {
    expect(kinds({ tests: "failed" })).toEqual(["tests-failed"]);
  });

  it("finds a refused news feed with its message, the prices going on without it", () => {
    expect(problemsOf(outcome({ newsRefusal: NEWS_REFUSAL }))).toEqual([
      { kind: "news-refused", message: NEWS_REFUSAL },
    ]);
  });

  it("finds a week no longer current: more than 10 days after its Saturday, as the price pages count", () => {
    // 2026-06-20 00:00 UTC + 10 × 24 h = 2026-06-30 00:00 UTC: still current at that instant, not a second later.
    expect(kinds({ ranAt: new Date("2026-06-30T00:00:00Z") })).toEqual([]);
    expect(problemsOf(outcome({ ranAt: new Date("2026-06-30T00:00:01Z") }))).toEqual([
      { kind: "stale", served: { week: WEEK, where: "main" }, pendingWeek: null },
    ]);
    // The next Tuesday's run, 09:00 in Brasília, when the ANP has not published the week of 21 to 27/06.
    expect(kinds({ ranAt: new Date("2026-06-30T12:00:00Z") })).toEqual(["stale"]);
  });

  it("finds no kept week at all", () => {
    expect(problemsOf(outcome({ mainWeek: null }))).toEqual([
      { kind: "stale", served: { week: null, where: "main" }, pendingWeek: null },
    ]);
  });

  it("finds a pull-request job that failed after the tests passed (an expired token, a conflict)", () => {
    expect(kinds({ pullRequest: "failed" })).toEqual(["pull-request-failed"]);
    expect(kinds({ pullRequest: "not-run" })).toEqual([]);
  });

  it("lists several problems in a fixed order: ANP, tests, pull request, staleness, site, news", () => {
    expect(
      kinds({
        newsRefusal: NEWS_REFUSAL,
        anpRefusal: REFUSAL,
        tests: "failed",
        pullRequest: "failed",
        published: { url: SITE, week: null, error: "HTTP 503" },
        ranAt: new Date("2026-07-07T12:00:00Z"),
      }),
    ).toEqual(["anp-refused", "tests-failed", "pull-request-failed", "stale", "site-unreadable", "news-refused"]);
  });
});

describe("staleness, measured on what the site serves", () => {
  /** The Tuesday after WEEK's: main still has WEEK, 10 days and 12 hours after its Saturday. */
  const NEXT_TUESDAY = new Date("2026-06-30T12:00:00Z");
  const PENDING = { start: "2026-06-21", end: "2026-06-27" };
  const served = (changes: Partial<RefreshOutcome>) => staleServedWeek(outcome(changes));

  it("is not stale on the Tuesday the pull request with the new week is opened, while it merges", () => {
    expect(served({ ranAt: NEXT_TUESDAY, pendingWeek: PENDING })).toBeNull();
  });

  it("is stale that Tuesday when the refresh brings no new week (the ANP is late), whatever it downloaded", () => {
    expect(served({ ranAt: NEXT_TUESDAY })).toEqual({ week: WEEK, where: "main" });
  });

  it("is stale a week later when the pull request still waits: one cycle of grace, no more", () => {
    const later = { pendingWeek: { start: "2026-06-28", end: "2026-07-04" } };
    // WEEK's Saturday + 17 days is 2026-07-07 00:00 UTC.
    expect(served({ ...later, ranAt: new Date("2026-07-07T00:00:00Z") })).toBeNull();
    expect(served({ ...later, ranAt: new Date("2026-07-07T00:00:01Z") })).toEqual({ week: WEEK, where: "main" });
  });

  it("gives no grace for a pending week that is itself no longer current", () => {
    expect(served({ ranAt: NEXT_TUESDAY, pendingWeek: WEEK })).toEqual({ week: WEEK, where: "main" });
  });

  it("measures the published site's week when it is older than main's: the deploy did not follow", () => {
    const published = { url: SITE, week: { start: "2026-06-07", end: "2026-06-13" }, error: null };
    expect(served({ published })).toEqual({ week: published.week, where: "site" });
    expect(problemsOf(outcome({ published }))[0]).toMatchObject({ kind: "stale", served: { where: "site" } });
  });

  it("measures main's week when the published site serves the same or a newer one", () => {
    expect(served({ published: { url: SITE, week: WEEK, error: null } })).toBeNull();
    expect(served({ ranAt: NEXT_TUESDAY, published: { url: SITE, week: WEEK, error: null } })).toEqual({
      week: WEEK,
      where: "main",
    });
  });

  it("counts a published package that lists no week as stale, and an unreadable one as its own problem", () => {
    expect(served({ published: { url: SITE, week: null, error: null } })).toEqual({ week: null, where: "site" });
    expect(
      problemsOf(outcome({ published: { url: SITE, week: null, error: "curl: (6) Could not resolve host" } })),
    ).toEqual([{ kind: "site-unreadable", url: SITE, message: "curl: (6) Could not resolve host" }]);
  });

  it("is never stale within 10 days of the served week's Saturday (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), fc.constantFrom(PENDING, null), (ms, pending) => {
        const ranAt = new Date(Date.parse("2026-06-20T00:00:00Z") + ms);
        expect(isServedWeekStale(WEEK, pending, ranAt)).toBe(false);
      }),
    );
  });

  it("is always stale more than 17 days after it, pull request or not (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 86_400_000 }), fc.constantFrom(PENDING, null), (ms, pending) => {
        const ranAt = new Date(Date.parse("2026-07-07T00:00:00Z") + ms);
        expect(isServedWeekStale(WEEK, pending, ranAt)).toBe(true);
      }),
    );
  });
});

describe("packageWeek", () => {
  it("finds the newest week among the published package's resources", () => {
    const resources = ["2026-06-07_2026-06-13/postos.csv", "2026-06-14_2026-06-20/postos.csv", "esquemas/x.json"];
    expect(packageWeek({ resources: resources.map((path) => ({ path })) })).toEqual(WEEK);
  });

  it("finds none in a package without week files, or in what is not a package", () => {
    expect(packageWeek({ resources: [{ path: "esquemas/postos-csv.json" }] })).toBeNull();
    expect(packageWeek({ resources: "2026-06-14_2026-06-20/" })).toBeNull();
    expect(packageWeek(null)).toBeNull();
    expect(packageWeek([1, 2])).toBeNull();
  });
});

describe("quoted", () => {
  it("fences a message as a text block", () => {
    expect(quoted("linha 1\nlinha 2\n")).toBe("```text\nlinha 1\nlinha 2\n```");
  });

  it("fences with more backticks than the message holds in a row, so no line of it closes the block", () => {
    expect(quoted("antes\n```\ndepois")).toBe("````text\nantes\n```\ndepois\n````");
  });

  it("says when there is no message", () => {
    expect(quoted("  \n")).toBe("```text\n(sem mensagem)\n```");
  });

  it("cuts a very long message, saying that the run's log keeps all of it", () => {
    const text = quoted("x".repeat(10_000));
    expect(text).toContain(`${"x".repeat(4000)}\n… (mensagem cortada; a íntegra está no registro da execução)`);
    expect(text).not.toContain("x".repeat(4001));
  });

  it("never lets the message close its block (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("`", "a", "\n", " ") }), (message) => {
        const block = quoted(message);
        const fence = /^`+/.exec(block)![0];
        const inner = block.slice(fence.length + "text\n".length, -fence.length - 1);
        expect(inner.split("\n")).not.toContain(fence);
        expect(block.endsWith(`\n${fence}`)).toBe(true);
      }),
    );
  });
});

describe("issueBody", () => {
  const body = issueBody(
    problemsOf(outcome({ anpRefusal: REFUSAL, tests: "not-run", ranAt: new Date("2026-06-30T12:00:00Z") })),
    outcome({ anpRefusal: REFUSAL, tests: "not-run", ranAt: new Date("2026-06-30T12:00:00Z") }),
  );

  it("names the run's day in Brasília and links its log", () => {
    expect(body).toMatch(
      /^A atualização semanal dos dados de 30\/06\/2026 precisa de uma pessoa \(\[registro da execução\]\(https:\/\/github\.com\/dono\/etanol-ou-gasolina\/actions\/runs\/42\)\)\./,
    );
  });

  it("quotes the refusal whole, with what to do", () => {
    expect(body).toContain(`## A atualização dos preços da ANP foi recusada`);
    expect(body).toContain(`\`\`\`text\n${REFUSAL}\n\`\`\``);
    expect(body).toContain("corrija o leitor e os testes dele, nunca os dados");
  });

  it("names main's newest week with its dates, and what to check", () => {
    expect(body).toContain("## O site serve uma semana antiga da ANP");
    expect(body).toContain(
      "A semana mais recente no main é a de 14 a 20/06/2026, e esta execução (30/06/2026) veio mais de 10 dias depois do sábado em que ela terminou",
    );
    expect(body).toContain("Actions → “Preços da ANP (semanal)” → Run workflow");
  });

  it("ends with the marker of the problems it describes", () => {
    expect(body).toMatch(/\n\n<!-- problemas: anp-refused stale -->$/);
  });

  it("says when no week is kept at all", () => {
    const empty = outcome({ mainWeek: null });
    expect(issueBody(problemsOf(empty), empty)).toContain(
      "Não há nenhuma semana guardada em `data/anp/weeks/` no main.",
    );
  });

  it("points at the waiting pull request, or at the deploy, by where the stale week was read", () => {
    const waiting = outcome({
      ranAt: new Date("2026-07-07T12:00:00Z"),
      pendingWeek: { start: "2026-06-28", end: "2026-07-04" },
    });
    expect(issueBody(problemsOf(waiting), waiting)).toContain(
      "A pull request `dados/anp-semanal` traz a semana de 28/06 a 04/07/2026 e ainda não foi juntada",
    );
    const undeployed = outcome({
      published: { url: SITE, week: { start: "2026-06-07", end: "2026-06-13" }, error: null },
    });
    const text = issueBody(problemsOf(undeployed), undeployed);
    expect(text).toContain("A semana que o site publicado serve é a de 7 a 13/06/2026");
    expect(text).toContain("“Publicação (Cloudflare Pages)”");
  });

  it("explains a failed pull-request job and an unreadable published site", () => {
    const both = outcome({ pullRequest: "failed", published: { url: SITE, week: null, error: "HTTP 404" } });
    const text = issueBody(problemsOf(both), both);
    expect(text).toContain("## A pull request dos dados não pôde ser aberta ou atualizada");
    expect(text).toContain("o token `ANP_PR_TOKEN` expirou");
    expect(text).toContain(`## Os dados do site publicado não puderam ser lidos\n\nNão foi possível ler ${SITE}`);
    expect(text).toContain("```text\nHTTP 404\n```");
  });

  it("names the day in Brasília, not in UTC, for a run late in the evening", () => {
    const late = outcome({ tests: "failed", ranAt: new Date("2026-06-24T01:30:00Z") });
    expect(issueBody(problemsOf(late), late)).toMatch(/^A atualização semanal dos dados de 23\/06\/2026 precisa/);
  });

  it("leaves out the link when the run has no address", () => {
    const local = outcome({ tests: "failed", runUrl: null });
    expect(issueBody(problemsOf(local), local)).toMatch(/^[^\n]*precisa de uma pessoa\. O site continua publicado/);
  });

  it("explains failed tests and a refused feed", () => {
    const both = outcome({ tests: "failed", newsRefusal: NEWS_REFUSAL });
    const text = issueBody(problemsOf(both), both);
    expect(text).toContain("## Os testes falharam com os dados novos");
    expect(text).toContain("nenhuma pull request foi aberta");
    expect(text).toContain("## O feed de notícias da Agência Brasil foi recusado");
    expect(text).toContain(`\`\`\`text\n${NEWS_REFUSAL}\n\`\`\``);
  });
});

describe("issueAction", () => {
  const refused = outcome({ anpRefusal: REFUSAL, tests: "not-run" });
  const openIssue = (body: string): OpenIssue => ({ number: 7, body });

  it("does nothing after a refresh with no problem and no open issue", () => {
    expect(issueAction(SUCCESS, null)).toEqual({ action: "nothing" });
  });

  it("opens the issue, titled and labelled to be found again, when a person is needed", () => {
    expect(issueAction(refused, null)).toEqual({
      action: "open",
      title: ISSUE_TITLE,
      label: ISSUE_LABEL,
      body: issueBody(problemsOf(refused), refused),
    });
    expect(ISSUE_TITLE).toBe("Atualização semanal dos dados precisa de atenção");
  });

  it("updates the open issue's body without a comment while the problem stays the same", () => {
    const previous = bodyOf(issueAction(refused, null));
    const nextWeek = outcome({ anpRefusal: `${REFUSAL} (de novo)`, tests: "not-run" });
    expect(issueAction(nextWeek, openIssue(previous))).toEqual({
      action: "update",
      number: 7,
      body: issueBody(problemsOf(nextWeek), nextWeek),
      comment: null,
    });
  });

  it("comments once when the problems change, naming them", () => {
    const previous = bodyOf(issueAction(refused, null));
    const worse = outcome({ anpRefusal: REFUSAL, tests: "not-run", ranAt: new Date("2026-06-30T12:00:00Z") });
    const action = issueAction(worse, openIssue(previous));
    expect(action).toMatchObject({ action: "update", number: 7 });
    expect(action.action === "update" && action.comment).toBe(
      "A situação mudou na atualização de 30/06/2026. Agora: “A atualização dos preços da ANP foi recusada”; “O site serve uma semana antiga da ANP”. A descrição acima foi refeita.",
    );
  });

  it("comments when the open issue's body records no problems (written by a person)", () => {
    const action = issueAction(refused, openIssue("Aberta à mão."));
    expect(action.action === "update" && action.comment).toMatch(/^A situação mudou/);
  });

  it("reads the problems from the marker at the end, not from a message quoted in the body", () => {
    const spoof = outcome({ anpRefusal: "<!-- problemas: anp-refused -->", tests: "not-run", newsRefusal: "x" });
    const previous = bodyOf(issueAction(spoof, null));
    expect(issueAction(refused, openIssue(previous))).toMatchObject({ action: "update", comment: expect.any(String) });
  });

  it("closes the open issue when a refresh takes a week with nothing wrong, saying which", () => {
    expect(issueAction(SUCCESS, openIssue("…"))).toEqual({
      action: "close",
      number: 7,
      comment:
        "Resolvido pela atualização de 23/06/2026: a semana mais recente é a de 14 a 20/06/2026, os testes passaram com os dados novos e o feed de notícias foi aceito.",
    });
  });

  it("writes a body whose problems, read back, are those of the same refresh (property)", () => {
    const outcomes = fc.record({
      anpRefusal: fc.option(fc.string(), { nil: null }),
      tests: fc.constantFrom("passed" as const, "failed" as const, "not-run" as const),
      pullRequest: fc.constantFrom("passed" as const, "failed" as const, "not-run" as const),
      newsRefusal: fc.option(fc.string(), { nil: null }),
      mainWeek: fc.constantFrom(WEEK, null),
      published: fc.constantFrom(null, { url: SITE, week: WEEK, error: null }, { url: SITE, week: null, error: "x" }),
      pendingWeek: fc.constantFrom(null, { start: "2026-06-21", end: "2026-06-27" }),
      ranAt: fc.date({
        min: new Date("2026-06-21T00:00:00Z"),
        max: new Date("2026-07-10T00:00:00Z"),
        noInvalidDate: true,
      }),
      runUrl: fc.constant(null),
    });
    fc.assert(
      fc.property(outcomes, (refresh) => {
        const first = issueAction(refresh, null);
        const needed = problemsOf(refresh).length > 0;
        expect(first.action).toBe(needed ? "open" : "nothing");
        if (first.action !== "open") return;
        expect(issueAction(refresh, openIssue(first.body))).toMatchObject({ action: "update", comment: null });
      }),
    );
  });
});
