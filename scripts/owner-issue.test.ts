import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ISSUE_LABEL,
  ISSUE_TITLE,
  issueAction,
  type IssueAction,
  issueBody,
  type OpenIssue,
  problemsOf,
  quoted,
  type RefreshOutcome,
} from "./owner-issue.ts";

const WEEK = { start: "2026-06-14", end: "2026-06-20" };
/** A Tuesday refresh three days after the week's Saturday, with everything fine. */
const SUCCESS: RefreshOutcome = {
  anpRefusal: null,
  tests: "passed",
  newsRefusal: null,
  newestWeek: WEEK,
  ranAt: new Date("2026-06-23T12:00:00Z"),
  runUrl: "https://github.com/dono/etanol-ou-gasolina/actions/runs/42",
};
const REFUSAL =
  'resumo_semanal_lpc_2026-06-21_2026-06-27.xlsx: Planilha "ESTADOS", linha 35: PREÇO MÉDIO REVENDA não é um número ("-")';
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
    expect(problemsOf(outcome({ ranAt: new Date("2026-06-30T00:00:01Z") }))).toEqual([{ kind: "stale", week: WEEK }]);
    // The next Tuesday's run, 09:00 in Brasília, when the ANP has not published the week of 21 to 27/06.
    expect(kinds({ ranAt: new Date("2026-06-30T12:00:00Z") })).toEqual(["stale"]);
  });

  it("finds no kept week at all", () => {
    expect(problemsOf(outcome({ newestWeek: null }))).toEqual([{ kind: "stale", week: null }]);
  });

  it("lists several problems in a fixed order: ANP, tests, staleness, news", () => {
    expect(
      kinds({
        newsRefusal: NEWS_REFUSAL,
        anpRefusal: REFUSAL,
        tests: "failed",
        ranAt: new Date("2026-07-07T12:00:00Z"),
      }),
    ).toEqual(["anp-refused", "tests-failed", "stale", "news-refused"]);
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

  it("names the newest kept week with its dates, and what to check", () => {
    expect(body).toContain("## Nenhuma semana nova da ANP");
    expect(body).toContain(
      "A semana mais recente guardada é a de 14 a 20/06/2026, e esta execução (30/06/2026) veio mais de 10 dias depois do sábado em que ela terminou",
    );
    expect(body).toContain("Actions → “Preços da ANP (semanal)” → Run workflow");
  });

  it("ends with the marker of the problems it describes", () => {
    expect(body).toMatch(/\n\n<!-- problemas: anp-refused stale -->$/);
  });

  it("says when no week is kept at all", () => {
    const empty = outcome({ newestWeek: null });
    expect(issueBody(problemsOf(empty), empty)).toContain("Não há nenhuma semana guardada em `data/anp/weeks/`.");
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
      "A situação mudou na atualização de 30/06/2026. Agora: “A atualização dos preços da ANP foi recusada”; “Nenhuma semana nova da ANP”. A descrição acima foi refeita.",
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
      newsRefusal: fc.option(fc.string(), { nil: null }),
      newestWeek: fc.constantFrom(WEEK, null),
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
