// Model-based test of the card binding (decision 0033): random sequences of what an organiser can do (invite, accept
// with an address he controls, link, unlink, remove, reset link, schedule, tables, create, deal, re-deal, void,
// restore, open a card) against a league with a game that has a guest, through the real actions. After every step:
// every card an account the organiser controls can read (the holder query, the territory report, "show my objective")
// is that account's own binding from the game's first deal, which the game page shows to the table; and the page's
// binding of every seat is the one the model fixed at the first deal (never moved by a re-deal, void or restore).
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { acceptTables } from "@/server/actions/accept-tables";
import { commitTables } from "@/server/actions/commit-tables";
import { createGameNight } from "@/server/actions/create-game-night";
import { createInvite } from "@/server/actions/create-invite";
import { createResetLink } from "@/server/actions/create-reset-link";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { drawTables } from "@/server/actions/draw-tables";
import { linkInvite } from "@/server/actions/link-invite";
import { linkPlayer } from "@/server/actions/link-player";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { removeMember } from "@/server/actions/remove-member";
import { resetPassword } from "@/server/actions/reset-password";
import { restoreGame } from "@/server/actions/restore-game";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { scheduleNight } from "@/server/actions/schedule-night";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { unlinkPlayer } from "@/server/actions/unlink-player";
import { voidGame } from "@/server/actions/void-game";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameNight, type OpensWith } from "@/server/queries/game-night";
import { areCardsPublic, reportTerritories, revealOwnObjective } from "@/server/queries/secret-objective";
import { createLeagueWithPlayers, createPlayer } from "../support/factories";
import { signInAs, signOut } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

type Account = { id: string; name: string; controlled: boolean; member: boolean };
type How = "own" | "linked";
type PlayerState = { id: string; name: string; account: string | null; how: How | null };
type Binding = { account: string | null; how: How | null };
type GameState = {
  id: string;
  status: "planned" | "dealt" | "void";
  /** fixed at the first deal: each seat's binding, and the accounts the organiser controlled then */
  bindings: Map<string, Binding> | null;
  controlledAtDeal: Set<string>;
};
type Model = {
  accounts: Account[];
  players: PlayerState[];
  invites: { token: string; playerId: string | null; used: boolean }[];
  games: GameState[];
};
type Real = {
  slug: string;
  leagueId: string;
  organiser: { id: string; name: string };
  users: Map<string, { id: string; name: string; email: string }>;
};

const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
let addresses = 0;

/** A controlled account's name is the organiser's (only he links): what the page must say of a link. */
const ORGANISER = "Organiser";

function seatedInPlay(m: Model, playerId: string, seats: Map<string, string[]>) {
  return m.games.some((g) => g.status === "dealt" && seats.get(g.id)!.includes(playerId));
}
const seatsOf = new Map<string, string[]>(); // game id → player ids (fixed at creation)

/** The first deal of a game fixes each seat's binding: the account its player has, and how it came. */
function firstDeal(m: Model, game: GameState) {
  if (game.bindings) return;
  game.controlledAtDeal = new Set(m.accounts.filter((a) => a.controlled).map((a) => a.id));
  game.bindings = new Map(
    seatsOf.get(game.id)!.map((playerId) => {
      const p = m.players.find((x) => x.id === playerId)!;
      return [playerId, { account: p.account, how: p.account ? p.how : null }];
    }),
  );
}

const expectedOpens = (b: Binding): OpensWith =>
  !b.account
    ? { by: "revealLink" }
    : b.how === "linked"
      ? { by: "linkedAccount", linkedBy: ORGANISER }
      : { by: "ownAccount" };

/** The property, checked after every command. */
async function checkProperty(m: Model, r: Real) {
  // the model's view of who has which login is the database's
  const players = await db.player.findMany({
    where: { id: { in: m.players.map((p) => p.id) } },
    select: { id: true, userId: true },
  });
  for (const p of m.players) expect(players.find((x) => x.id === p.id)?.userId ?? null).toBe(p.account);
  const access = await getLeagueAccess(db, r.organiser.id, r.leagueId);
  for (const g of m.games) {
    // the table's view of each seat's binding is the one fixed at the first deal
    const night = await getGameNight(g.id, access);
    const shown = new Map(night!.seats.map((s) => [s.player.id, { seatId: s.id, opens: s.opensWith }]));
    if (g.bindings)
      for (const [playerId, b] of g.bindings) expect(shown.get(playerId)?.opens).toEqual(expectedOpens(b));
    else for (const s of shown.values()) expect(s.opens).toBeNull();
    const status = (await db.game.findUniqueOrThrow({ where: { id: g.id }, select: { status: true } })).status;
    if (await areCardsPublic(db, { id: g.id, status })) continue; // a public card is everybody's
    for (const a of m.accounts.filter((x) => x.controlled)) {
      // read and rolled back: the check itself records no view
      const [card, report] = await db
        .$transaction(async (tx) => {
          const c = await revealOwnObjective(tx, { gameId: g.id, userId: a.id, device: null });
          const rep = await reportTerritories(tx, { gameId: g.id, userId: a.id }, [], { write: false });
          throw new Rollback([c, rep]);
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return e.value as [Awaited<ReturnType<typeof revealOwnObjective>>, unknown];
          throw e;
        });
      const readable = (card !== null && typeof card === "object") || report !== null;
      if (!readable) continue;
      const seat = [...shown.entries()].find(([, s]) => typeof card === "object" && card && s.seatId === card.seatId);
      const playerId = seat?.[0] ?? (await db.player.findFirst({ where: { userId: a.id, leagueId: r.leagueId } }))?.id;
      const bound = playerId ? g.bindings?.get(playerId) : undefined;
      // its own binding of the first deal, shown to the table as an account, and in the organiser's hands since then
      // (an account he took over later with a reset link is not the one the table saw bound)
      expect({
        game: g.id,
        account: a.name,
        bound: bound?.account === a.id,
        since: g.controlledAtDeal.has(a.id),
      }).toEqual({
        game: g.id,
        account: a.name,
        bound: true,
        since: true,
      });
      expect(shown.get(playerId!)?.opens?.by).not.toBe("revealLink");
    }
  }
}
class Rollback {
  constructor(readonly value: unknown) {}
}

const asOrganiser = (r: Real) => signInAs(r.organiser);
const version = async (id: string) => (await db.game.findUniqueOrThrow({ where: { id } })).version;

type Cmd = fc.AsyncCommand<Model, Real>;
const command = (label: string, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (m, r) => {
    await run(m, r);
    await checkProperty(m, r);
  },
  toString: () => label,
});

const inviteCmd = (i: number) =>
  command(`invite(${i})`, async (m, r) => {
    // for one of the players without a login, or for nobody
    const target = pick([null, ...m.players.filter((p) => !p.account)], i);
    asOrganiser(r);
    const res = await createInvite({
      leagueSlug: r.slug,
      role: "player",
      canRecordResults: false,
      ...(target ? { playerId: target.id } : {}),
    });
    expect(res.ok).toBe(true);
    if (res.ok) m.invites.push({ token: res.data.token, playerId: target?.id ?? null, used: false });
  });
const acceptCmd = (i: number, j: number) =>
  command(`accept(${i}, ${j})`, async (m, r) => {
    const invite = pick(
      m.invites.filter((x) => !x.used),
      i,
    );
    if (!invite) return;
    invite.used = true;
    // a new throwaway address, or an account the organiser already controls (his own included)
    const existing = pick([null, ...m.accounts.filter((a) => a.controlled)], j);
    let account: Account;
    if (existing) {
      signInAs(r.users.get(existing.id)!);
      const res = await linkInvite({ token: invite.token });
      if (!res.ok) return; // e.g. an account already in the league: nothing changes but the membership
      account = existing;
    } else {
      const email = `throwaway-${++addresses}@example.com`;
      signOut();
      const res = await acceptInvite({
        token: invite.token,
        name: `Throwaway ${addresses}`,
        email,
        password: "flotta-blu-2010",
        confirmPassword: "flotta-blu-2010",
      });
      expect(res.ok).toBe(true);
      const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, name: true } });
      r.users.set(user.id, { ...user, email });
      account = { id: user.id, name: user.name, controlled: true, member: true };
      m.accounts.push(account);
    }
    account.member = true;
    const player = invite.playerId && m.players.find((p) => p.id === invite.playerId);
    if (player && !player.account && !m.players.some((p) => p.account === account.id)) {
      player.account = account.id;
      player.how = account.id === r.organiser.id ? "linked" : "own";
    }
  });
const linkCmd = (i: number, j: number) =>
  command(`link(${i}, ${j})`, async (m, r) => {
    const account = pick(
      m.accounts.filter((a) => a.controlled && a.member),
      i,
    );
    const player = pick(m.players, j);
    if (!account || !player) return;
    asOrganiser(r);
    const membership = await db.membership.findFirstOrThrow({ where: { userId: account.id, leagueId: r.leagueId } });
    const res = await linkPlayer({ leagueSlug: r.slug, membershipId: membership.id, playerId: player.id });
    const allowed =
      !player.account && !m.players.some((p) => p.account === account.id) && !seatedInPlay(m, player.id, seatsOf);
    expect(res.ok).toBe(allowed);
    if (allowed) Object.assign(player, { account: account.id, how: "linked" });
  });
const unlinkCmd = (j: number) =>
  command(`unlink(${j})`, async (m, r) => {
    const player = pick(m.players, j)!;
    asOrganiser(r);
    const res = await unlinkPlayer({ leagueSlug: r.slug, playerId: player.id });
    const allowed = !player.account || !seatedInPlay(m, player.id, seatsOf);
    expect(res.ok).toBe(allowed);
    if (allowed) Object.assign(player, { account: null, how: null });
  });
const removeCmd = (i: number) =>
  command(`remove(${i})`, async (m, r) => {
    const account = pick(
      m.accounts.filter((a) => a.member && a.id !== r.organiser.id),
      i,
    );
    if (!account) return;
    asOrganiser(r);
    const membership = await db.membership.findFirstOrThrow({ where: { userId: account.id, leagueId: r.leagueId } });
    expect((await removeMember({ leagueSlug: r.slug, membershipId: membership.id })).ok).toBe(true);
    account.member = false;
    for (const p of m.players.filter((x) => x.account === account.id)) Object.assign(p, { account: null, how: null });
  });
const resetLinkCmd = (i: number) =>
  command(`resetLink(${i})`, async (m, r) => {
    // the organiser takes over a member's account (a seated player's included) with a reset link
    const account = pick(
      m.accounts.filter((a) => a.member && a.id !== r.organiser.id),
      i,
    );
    if (!account) return;
    asOrganiser(r);
    const membership = await db.membership.findFirstOrThrow({ where: { userId: account.id, leagueId: r.leagueId } });
    const link = await createResetLink({ leagueSlug: r.slug, membershipId: membership.id });
    if (!link.ok) return;
    signOut();
    const res = await resetPassword({
      token: link.data.token,
      password: "presa-in-mano-1",
      confirmPassword: "presa-in-mano-1",
    });
    expect(res.ok).toBe(true);
    account.controlled = true;
  });
const scheduleCmd = () =>
  command("schedule", async (_m, r) => {
    asOrganiser(r);
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    // the night on the schedule changes nothing of the cards (the same date twice may be refused: either is fine)
    await scheduleNight({ leagueSlug: r.slug, date, time: "21:00", place: "Circolo" });
  });
const tablesCmd = () =>
  command("tables", async (m, r) => {
    // the night's check-in of the three players, the draw, and the accepted table: one game dealt at once
    asOrganiser(r);
    const ids = m.players.map((p) => p.id);
    const plan = await commitTables({
      leagueSlug: r.slug,
      season: 1,
      playedOn: "2026-11-27",
      "players[]": ids,
      min: "3",
      max: "6",
      preferredMin: "3",
      preferredMax: "5",
      balanceStrength: false,
    });
    if (!plan.ok) return;
    expect((await drawTables({ leagueSlug: r.slug, planId: plan.data.planId })).ok).toBe(true);
    const accepted = await acceptTables({ leagueSlug: r.slug, planId: plan.data.planId });
    if (!accepted.ok) return; // the season's set cannot deal another game to these players
    for (const id of accepted.data.gameIds) {
      const seats = await db.seat.findMany({ where: { gameId: id }, select: { playerId: true } });
      seatsOf.set(
        id,
        seats.map((s) => s.playerId),
      );
      const game: GameState = { id, status: "dealt", bindings: null, controlledAtDeal: new Set() };
      firstDeal(m, game);
      m.games.push(game);
    }
  });
const createCmd = () =>
  command("create", async (m, r) => {
    asOrganiser(r);
    m.games.push(await newGame(r, m.players));
  });
const dealCmd = (i: number) =>
  command(`deal(${i})`, async (m, r) => {
    const game = pick(m.games, i)!;
    asOrganiser(r);
    const res = await dealGameObjectives({ slug: r.slug, gameId: game.id });
    if (game.status !== "planned") return expect(res.ok).toBe(false);
    if (!res.ok) return; // refused as a whole (a deal the set cannot make): nothing changed
    game.status = "dealt";
    firstDeal(m, game);
  });
const redealCmd = (i: number) =>
  command(`redeal(${i})`, async (m, r) => {
    const game = pick(m.games, i)!;
    asOrganiser(r);
    const res = await redealGameObjectives({ slug: r.slug, gameId: game.id, reason: "dadi caduti" });
    if (game.status !== "dealt") expect(res.ok).toBe(false);
  });
const voidCmd = (i: number) =>
  command(`void(${i})`, async (m, r) => {
    const game = pick(m.games, i)!;
    asOrganiser(r);
    const res = await voidGame({ gameId: game.id, version: await version(game.id), reason: "tavolo sbagliato" });
    expect(res.ok).toBe(game.status !== "void");
    if (res.ok) game.status = "void";
  });
const restoreCmd = (i: number) =>
  command(`restore(${i})`, async (m, r) => {
    const game = pick(m.games, i)!;
    asOrganiser(r);
    const res = await restoreGame({ gameId: game.id, version: await version(game.id), reason: "tavolo giusto" });
    expect(res.ok).toBe(game.status === "void");
    if (res.ok) game.status = "planned"; // a dealt game comes back planned, to be dealt again
  });
const openCmd = (i: number, j: number) =>
  command(`open(${i}, ${j})`, async (m, r) => {
    // "show my objective" as an account the organiser controls: it records a view like the real tap
    const account = pick(
      m.accounts.filter((a) => a.controlled && a.member),
      i,
    );
    const game = pick(m.games, j)!;
    if (!account) return;
    signInAs(r.users.get(account.id)!);
    const res = await revealMyObjective({ slug: r.slug, gameId: game.id });
    if (!res.ok || game.status !== "dealt") return;
    const player = m.players.find((p) => p.account === account.id);
    expect(player && game.bindings?.get(player.id)?.account).toBe(account.id);
    expect(game.controlledAtDeal.has(account.id)).toBe(true);
  });

const commands = [
  fc.nat().map(inviteCmd),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]) => acceptCmd(i, j)),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]) => linkCmd(i, j)),
  fc.nat().map(unlinkCmd),
  fc.nat().map(removeCmd),
  fc.nat().map(resetLinkCmd),
  fc.constant(scheduleCmd()),
  fc.constant(tablesCmd()),
  fc.constant(createCmd()),
  fc.nat().map(dealCmd),
  fc.nat().map(redealCmd),
  fc.nat().map(voidCmd),
  fc.nat().map(restoreCmd),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]) => openCmd(i, j)),
];

async function newGame(r: Real, players: PlayerState[]): Promise<GameState> {
  const res = await createGameNight({
    slug: r.slug,
    playedOn: "2026-04-01",
    turnOrderMode: "random",
    seats: players.map((p, i) => ({ playerId: p.id, armyColor: ["blu", "rosso", "verde"][i] })),
  });
  if (!res.ok) throw new Error(`game: ${JSON.stringify(res)}`);
  seatsOf.set(
    res.data.gameId,
    players.map((p) => p.id),
  );
  return { id: res.data.gameId, status: "planned", bindings: null, controlledAtDeal: new Set() };
}

/** A league: the organiser (no player record), P1 and P2 with their own logins, a guest without one, a planned game. */
async function setup(): Promise<{ model: Model; real: Real }> {
  const world = await createLeagueWithPlayers(2);
  const guest = await createPlayer(world.league.id, { name: "Guest", armyColor: "verde" });
  const organiser = { id: world.organiser.id, name: world.organiser.name };
  expect(organiser.name).toBe(ORGANISER);
  const real: Real = {
    slug: world.league.slug,
    leagueId: world.league.id,
    organiser,
    users: new Map(
      [world.organiser, ...world.members.map((x) => x.user)].map((u) => [
        u.id,
        { id: u.id, name: u.name, email: u.email },
      ]),
    ),
  };
  signInAs(organiser);
  expect((await startObjectiveSet({ slug: real.slug, edition: 1, source: "official" })).ok).toBe(true);
  const players: PlayerState[] = [
    ...world.members.map((x) => ({
      id: x.player.id,
      name: x.player.displayName,
      account: x.user.id,
      how: "own" as How,
    })),
    { id: guest.id, name: "Guest", account: null, how: null },
  ];
  const model: Model = {
    accounts: [
      { id: organiser.id, name: organiser.name, controlled: true, member: true },
      ...world.members.map((x) => ({ id: x.user.id, name: x.user.name, controlled: false, member: true })),
    ],
    players,
    invites: [],
    games: [await newGame(real, players)],
  };
  // the guest's game is in play from the start; the organiser can create and deal more
  expect((await dealGameObjectives({ slug: real.slug, gameId: model.games[0].id })).ok).toBe(true);
  model.games[0].status = "dealt";
  firstDeal(model, model.games[0]);
  return { model, real };
}

// The known attacks run first, every time, then random sequences. Indices as the commands read them: invite(1) is
// for the guest (the first player without a login), accept(0, 0) by a new throwaway address, accept(0, 1) by the
// organiser's own account, link(0, 2) the organiser's account to the guest, resetLink(0) of P1's account.
const knownAttacks: Cmd[][] = [
  // (a) an account joins the seated guest after the deal, then a free re-deal
  [inviteCmd(1), acceptCmd(0, 0), redealCmd(0), openCmd(1, 0)],
  [inviteCmd(1), acceptCmd(0, 1), redealCmd(0), openCmd(0, 0)],
  // (b') the organiser's own account linked to the guest before a new game is dealt: readable, and shown by name
  [linkCmd(0, 2), createCmd(), dealCmd(1), openCmd(0, 1)],
  // (b) a throwaway linked before the tables are accepted
  [inviteCmd(0), acceptCmd(0, 0), linkCmd(1, 2), tablesCmd(), openCmd(1, 1)],
  // a seated player's password reset by the organiser after the deal, then a re-deal
  [resetLinkCmd(0), redealCmd(0), openCmd(1, 0)],
];

// the steps of the known attacks (invite or link, accept, deal, re-deal) come twice as often as the rest
const [invite, accept, link, unlink, remove, resetLink, schedule, tables, create, deal, redeal, voidIt, restore, open] =
  commands;
const weighted = [
  invite,
  invite,
  accept,
  accept,
  link,
  link,
  unlink,
  remove,
  resetLink,
  schedule,
  tables,
  create,
  create,
  deal,
  deal,
  redeal,
  redeal,
  voidIt,
  restore,
  open,
  open,
];

describe("card binding as a model: the organiser's accounts read no card the table is not shown", () => {
  it("holds over random sequences of organiser actions", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(weighted, { maxCommands: 12, size: "max" }), async (cmds) => {
        const { model, real } = await setup();
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: knownAttacks.length + 4, examples: knownAttacks.map((cmds): [Iterable<Cmd>] => [cmds]) },
    );
  });
});
