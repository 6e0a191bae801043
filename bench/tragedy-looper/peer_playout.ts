// Random legal playouts of the peer engine (qazesc2h/tragedy-looper-mastermind).
//
// This file is OUR code. It contains none of the peer's code: every `@peer/...`
// import is resolved at bundle time (esbuild `--alias:@peer=PEER_CHECKOUT`, see
// run.sh) to the peer's own checkout, which is never committed here.
//
// It drives the peer's engine exactly as the peer's UI (src/ui/main.ts) drives
// it, through the same exported functions, but without the UI's rendering,
// localStorage persistence and per-click transaction snapshots:
//   setup    createGameState, chooseInitialLeader,
//            setLoopStartTraitCounterChoice / setLoopStartTraitLocationChoice,
//            continueFromTimeGap
//   cards    validatePlacement (legality oracle) + `state.loop.placed.push`
//            (what the UI's placeSelectedCard does), nextProtagonist,
//            handCardIsPlaced, MASTERMIND_HAND / PROTAGONIST_HAND
//   phases   advanceGame (with the incident choice in P7), settleGameFlow
//   optional collectHooks + applyHookEffect inside withDeathBatch (P4/P5/P9),
//            distanceToLoss + setOptionalLossActivation (P9)
//   goodwill goodwillAbilityViews (enabled abilities, targets, choices),
//            goodwillResponseAvailability, resolveGoodwillAbility
//   end      continueAfterLoopJudgment, submitFinalGuess, GAME_OVER
//
// Usage (after bundling): node peer_playout.mjs --games N [--seed S] [--ui-snapshots] [--early-final-guess]
//   [--script basicTragedy:1] [--difficulty 0] [--stats]
// Prints one JSON line on stdout.

import {
  advanceGame,
  chooseInitialLeader,
  continueAfterLoopJudgment,
  continueFromTimeGap,
  createGameState,
  setLoopStartTraitCounterChoice,
  setLoopStartTraitLocationChoice,
  settleGameFlow,
  skipToFinalGuess,
  submitFinalGuess,
} from "@peer/src/engine/game";
import { validatePlacement } from "@peer/src/engine/legal";
import { applyHookEffect, collectHooks } from "@peer/src/engine/phases";
import { withDeathBatch } from "@peer/src/engine/death";
import { distanceToLoss, setOptionalLossActivation } from "@peer/src/engine/loss";
import { incidentFires } from "@peer/src/engine/incident";
import {
  goodwillResponseAvailability,
  resolveGoodwillAbility,
} from "@peer/src/engine/goodwill";
import { loadScenarioCatalog } from "@peer/src/scenario-catalog";
import { rolesForTragedySet, tragedySetDefinition } from "@peer/src/tragedy-sets";
import { characterDataOf } from "@peer/src/data";
import {
  MASTERMIND_HAND,
  PROTAGONIST_HAND,
  handCardIsPlaced,
  nextProtagonist,
} from "@peer/src/ui/action-cards";
import {
  aiIncidentChoiceFields,
  goodwillAbilityViews,
  subplotRevealOptions,
} from "@peer/src/ui/goodwill-abilities";
import {
  LOCATIONS,
  characterLocation,
  isCharacterAlive,
  type GameState,
  type IncidentChoice,
  type Location,
  type PlacedCard,
  type Scenario,
  type Target,
} from "@peer/src/types";

// ───────────────────────────────────────────── seeded PRNG (mulberry32)

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An index in 0..n (n >= 1). */
  below(n: number): number {
    if (n < 1) throw new Error(`pick from an empty set`);
    return Math.floor(this.next() * n);
  }
}

// ───────────────────────────────────────────── counters

interface Stats {
  decisions: number;
  /** Decisions by kind, for the --stats diagnostic. */
  byKind: Record<string, number>;
  /** Calls the peer refused (threw) although the option came from its own lists. */
  refused: number;
  refusedMessages: Record<string, number>;
  winners: Record<string, number>;
  loops: number;
  days: number;
}

let rng = new Rng(1);

/**
 * --ui-snapshots: also take the snapshot the peer's UI takes before each input
 * (captureUiTransaction / persistGameState: a structuredClone of the whole game),
 * which is how the peer makes an input atomic, since its engine functions mutate
 * the state in place and may throw half-way. Off by default (engine-only figures).
 */
let uiSnapshots = false;

/**
 * --early-final-guess: at each Time Spiral the Protagonists may also choose to go
 * straight to the Final Guess (rulebook 3-1, the peer's skipToFinalGuess). Off by
 * default: a random 50% shortcut ends most games before a single day is played.
 */
let earlyFinalGuess = false;
let current: GameState | undefined;
let snapshotSink: unknown;

function snapshot(): void {
  if (uiSnapshots && current !== undefined) snapshotSink = structuredClone(current);
}

/** advanceGame, preceded by the UI's snapshot in --ui-snapshots mode. */
function advance(state: GameState, choice?: IncidentChoice): void {
  snapshot();
  advanceGame(state, choice);
}
const stats: Stats = {
  decisions: 0,
  byKind: {},
  refused: 0,
  refusedMessages: {},
  winners: {},
  loops: 0,
  days: 0,
};

/** One decision: a seat picks one of `n` legal options. Returns the index. */
function decide(kind: string, n: number): number {
  stats.decisions += 1;
  stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
  snapshot();
  return rng.below(n);
}

function noteRefusal(error: unknown): void {
  stats.refused += 1;
  const message = error instanceof Error ? error.message : String(error);
  stats.refusedMessages[message] = (stats.refusedMessages[message] ?? 0) + 1;
}

// ───────────────────────────────────────────── steps 2 and 3: action cards

function allTargets(state: GameState): Target[] {
  const targets: Target[] = [];
  for (const id of Object.keys(state.loop.board)) {
    targets.push({ kind: "character", id });
  }
  for (const at of LOCATIONS) targets.push({ kind: "location", at });
  return targets;
}

/** Every legal (card, target) pair for `owner`, by the peer's own validatePlacement. */
function legalPlacements(state: GameState, owner: PlacedCard["owner"]): PlacedCard[] {
  const hand = owner === "mastermind" ? MASTERMIND_HAND : PROTAGONIST_HAND;
  const cards = new Set<PlacedCard["card"]>();
  hand.forEach((entry, index) => {
    if (!handCardIsPlaced(state, owner, hand, index)) cards.add(entry.card);
  });
  const out: PlacedCard[] = [];
  const targets = allTargets(state);
  for (const card of cards) {
    for (const target of targets) {
      const placement: PlacedCard = { owner, card, target };
      if (validatePlacement(state, placement).ok) out.push(placement);
    }
  }
  return out;
}

function placeRandomCard(state: GameState, owner: PlacedCard["owner"]): void {
  const options = legalPlacements(state, owner);
  const pick = options[decide(owner === "mastermind" ? "card.mastermind" : "card.protagonist", options.length)];
  state.loop.placed.push(pick);
}

// ───────────────────────────────────────────── optional abilities (P4, P5, P9)

function optionalHooks(state: GameState) {
  const phase = state.loop.phase;
  return collectHooks(state, phase).filter(({ hook, self }) =>
    hook.kind === "optional" &&
    // The UI offers the time traveler's "Loop ends" through the optional loss
    // control instead (renderHookList); so do we.
    !(phase === "P9_ROUND_END" && hook.source.description === "Loop ends") &&
    hook.when(state, self)
  );
}

function runOptionalHooks(state: GameState): void {
  const phase = state.loop.phase;
  const available = optionalHooks(state);
  for (const { hook, self } of available) {
    if (state.gamePhase !== "ROUND" || state.pendingLoopEnd) return;
    if (!hook.when(state, self)) continue;
    const targets = hook.selectableTargets?.(state, self) ?? [];
    // A targeted ability with no legal target cannot be used: no decision.
    if (hook.selectableTargets !== undefined && targets.length === 0) continue;
    // Options: decline, or use it (on each selectable target).
    const n = 1 + Math.max(1, targets.length);
    const k = decide("optional_ability", n);
    if (k === 0) continue;
    const target = targets.length > 0 ? targets[k - 1] : undefined;
    try {
      withDeathBatch(state, () => {
        applyHookEffect(state, phase, hook, self, target, undefined, phase === "P5_MASTERMIND_ABILITY");
      });
    } catch (error) {
      noteRefusal(error);
    }
  }
}

function runOptionalLosses(state: GameState): void {
  const optional = distanceToLoss(state).filter((condition) =>
    condition.activation === "optional" &&
    condition.met &&
    condition.blockedBy === undefined
  );
  for (const condition of optional) {
    if (state.pendingLoopEnd) return;
    if (decide("optional_loss", 2) === 0) continue;
    try {
      setOptionalLossActivation(state, condition.key, true);
    } catch (error) {
      noteRefusal(error);
    }
  }
}

// ───────────────────────────────────────────── incident choices (P7, AI goodwill)

function living(state: GameState): string[] {
  return Object.keys(state.loop.board).filter((c) => isCharacterAlive(state.loop.board[c]));
}

function at(state: GameState, c: string): Location {
  return characterLocation(state.loop.board[c], c);
}

/**
 * The Mastermind's choice for an incident's effect, one decision when the effect
 * needs one. Candidate sets mirror the eligibility filters of the peer's
 * src/impl/incidents.ts (the engine throws on anything else).
 */
function incidentChoice(state: GameState, incident: string, culprit: string): IncidentChoice | undefined {
  const alive = living(state);
  const options: IncidentChoice[] = [];
  switch (incident) {
    case "murder": {
      const where = at(state, culprit);
      for (const t of alive) if (t !== culprit && at(state, t) === where) options.push({ target: t });
      break;
    }
    case "farawayMurder":
      for (const t of alive) if (state.loop.charCounters[t].intrigue >= 2) options.push({ target: t });
      break;
    case "missingPerson":
      for (const location of LOCATIONS) options.push({ location });
      break;
    case "butterflyEffect": {
      const where = at(state, culprit);
      for (const t of alive) {
        if (at(state, t) !== where) continue;
        for (const counter of ["goodwill", "paranoia", "intrigue"] as const) options.push({ target: t, counter });
      }
      break;
    }
    case "increasingUnease":
      for (const t of alive) {
        const others = alive.filter((o) => o !== t);
        if (others.length === 0) options.push({ target: t });
        for (const o of others) options.push({ target: t, otherTarget: o });
      }
      break;
    case "spreading":
      for (const t of alive) {
        if (state.loop.charCounters[t].goodwill < 1) continue;
        const others = alive.filter((o) => o !== t);
        if (others.length === 0) options.push({ target: t });
        for (const o of others) options.push({ target: t, otherTarget: o });
      }
      break;
    default:
      // suicide, hospitalIncident, foulEvil: nothing to choose.
      aiIncidentChoiceFields(incident);
      return undefined;
  }
  if (options.length === 0) return undefined;
  return options[decide("incident_choice", options.length)];
}

function p7Choice(state: GameState): IncidentChoice | undefined {
  const scheduled = state.scenario.incidents.find(({ day }) => day === state.loop.day);
  if (!scheduled) return undefined;
  if (!incidentFires(state, scheduled.culprit)) return undefined;
  if (scheduled.culprit === "blackCat") return undefined; // effect never applies
  return incidentChoice(state, scheduled.incident, scheduled.culprit);
}

// ───────────────────────────────────────────── step 6: goodwill abilities

function runGoodwill(state: GameState): void {
  const tried = new Set<string>();
  for (;;) {
    if (state.gamePhase !== "ROUND" || state.pendingLoopEnd || (state.loop.pendingImmediateLossKeys?.length ?? 0) > 0) return;
    const views = goodwillAbilityViews(state).filter((view) =>
      view.disabledReason === undefined && !tried.has(view.key)
    );
    if (views.length === 0) return;
    // The leader declares one enabled ability, or stops declaring (option 0).
    const k = decide("goodwill_declare", views.length + 1);
    if (k === 0) return;
    const view = views[k - 1];
    tried.add(view.key);

    const ability = characterDataOf(view.character).goodwillAbilities[view.abilityIndex];
    const declaration: Parameters<typeof resolveGoodwillAbility>[1] = {
      user: view.character,
      rank: view.schema.rank,
      abilityIndex: view.abilityIndex,
    };
    if (view.targetRequired && view.targets.length > 0) {
      declaration.target = view.targets[rng.below(view.targets.length)];
    }
    const choice = view.choice;
    if (choice.kind === "paranoiaDelta") {
      declaration.paranoiaDelta = choice.options[rng.below(choice.options.length)];
    } else if (choice.kind === "spentCard") {
      declaration.card = choice.options[rng.below(choice.options.length)];
    } else if (choice.kind === "incident" || choice.kind === "pastIncident") {
      declaration.incident = choice.options[rng.below(choice.options.length)];
      if (view.character === "ai") {
        declaration.incidentChoice = incidentChoice(state, declaration.incident.incident, "ai");
      }
    } else if (choice.kind === "subplot") {
      const declared = choice.options[rng.below(choice.options.length)];
      const reveals = subplotRevealOptions(choice, declared);
      declaration.declaredSubplot = declared;
      if (reveals.length > 0) declaration.revealedSubplot = reveals[rng.below(reveals.length)];
    }

    // The Mastermind's response: a decision only where the role lets them choose.
    const availability = goodwillResponseAvailability(state, view.character, ability.immuneToGoodwillRefusel);
    let response: "resolve" | "refuse" = availability.resolveAllowed ? "resolve" : "refuse";
    if (availability.resolveAllowed && availability.refuseAllowed) {
      response = decide("goodwill_response", 2) === 0 ? "resolve" : "refuse";
    }
    try {
      resolveGoodwillAbility(state, declaration, response);
    } catch (error) {
      noteRefusal(error);
    }
    settleGameFlow(state);
  }
}

// ───────────────────────────────────────────── one whole game

function playRound(state: GameState): void {
  if (state.pendingLoopEnd || (state.loop.pendingImmediateLossKeys?.length ?? 0) > 0) {
    settleGameFlow(state);
    return;
  }
  switch (state.loop.phase) {
    case "P2_MASTERMIND_ACTION":
      stats.days += 1;
      for (let i = 0; i < 3; i++) placeRandomCard(state, "mastermind");
      advance(state);
      return;
    case "P3_PROTAGONIST_ACTION":
      for (let owner = nextProtagonist(state); owner !== undefined; owner = nextProtagonist(state)) {
        placeRandomCard(state, owner);
      }
      advance(state);
      return;
    case "P4_RESOLVE":
      if (!state.loop.actionResolutionComplete) runOptionalHooks(state);
      if (state.gamePhase === "ROUND") advance(state);
      return;
    case "P5_MASTERMIND_ABILITY":
      runOptionalHooks(state);
      if (state.gamePhase === "ROUND") advance(state);
      return;
    case "P6_GOODWILL":
      runGoodwill(state);
      if (state.gamePhase === "ROUND") advance(state);
      return;
    case "P7_INCIDENT":
      advance(state, p7Choice(state));
      return;
    case "P9_ROUND_END":
      if (state.loop.roundEndMandatoryResolved) {
        runOptionalHooks(state);
        runOptionalLosses(state);
        settleGameFlow(state);
      }
      if (state.gamePhase === "ROUND") advance(state);
      return;
    default:
      // P1, P8 and the others are automatic (advanceAutomaticRoundPhases stops
      // on them only when a mandatory hook is due).
      advance(state);
  }
}

function playGame(scenario: Scenario): GameState {
  const state = createGameState(structuredClone(scenario));
  current = state;
  let guard = 0;
  while (state.gamePhase !== "GAME_OVER") {
    if (++guard > 100_000) throw new Error(`no progress: ${state.gamePhase} ${state.loop.phase}`);
    switch (state.gamePhase) {
      case "SETUP_LEADER":
        chooseInitialLeader(state, decide("leader", 3) as 0 | 1 | 2);
        break;
      case "LOOP_TIME_GAP":
        if (earlyFinalGuess && tragedySetDefinition(state.scenario.tragedySet).hasFinalGuess &&
          decide("time_spiral_final_guess", 2) === 1) {
          skipToFinalGuess(state);
          break;
        }
        stats.loops += 1;
        if ("scientist" in state.scenario.cast) {
          const counters = ["goodwill", "paranoia", "intrigue"] as const;
          setLoopStartTraitCounterChoice(state, "scientist", counters[decide("loop_start_choice", 3)]);
        }
        if ("henchman" in state.scenario.cast) {
          setLoopStartTraitLocationChoice(state, "henchman", LOCATIONS[decide("loop_start_choice", 4)]);
        }
        continueFromTimeGap(state);
        break;
      case "ROUND":
        playRound(state);
        break;
      case "LOOP_JUDGMENT":
        continueAfterLoopJudgment(state);
        break;
      case "FINAL_GUESS": {
        const guessed = new Set(state.finalGuess!.attempts.map(({ character }) => character));
        const open = Object.keys(state.scenario.cast).filter((c) => !guessed.has(c));
        const roles = rolesForTragedySet(state.scenario.tragedySet);
        // One decision: a character still unguessed and a role of the set.
        const k = decide("final_guess", open.length * roles.length);
        submitFinalGuess(state, open[Math.floor(k / roles.length)], roles[k % roles.length]);
        break;
      }
      default:
        throw new Error(`unexpected game phase ${state.gamePhase}`);
    }
  }
  return state;
}

// ───────────────────────────────────────────── main

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

function main(): void {
  const games = Number(arg("games", "50"));
  const seed = Number(arg("seed", "1"));
  const scriptId = arg("script", "basicTragedy:1");
  const difficulty = Number(arg("difficulty", "0"));
  const showStats = process.argv.includes("--stats");
  uiSnapshots = process.argv.includes("--ui-snapshots");
  earlyFinalGuess = process.argv.includes("--early-final-guess");

  const entry = loadScenarioCatalog().find(({ id }) => id === scriptId);
  if (!entry) throw new Error(`unknown peer script ${scriptId}`);
  const option = entry.difficulties[difficulty];
  if (!option) throw new Error(`script ${scriptId} has no difficulty index ${difficulty}`);
  if (!option.validation.ok) throw new Error(`script ${scriptId} is invalid for the peer: ${option.validation.errors.join(" ")}`);
  const scenario = option.scenario;

  rng = new Rng(seed);
  // Warm-up: one game outside the clock (module init, JIT), not counted.
  const saved = { ...stats };
  playGame(scenario);
  Object.assign(stats, saved, { byKind: {}, refusedMessages: {}, winners: {} });

  const outcomes: Record<string, number> = {};
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const end = playGame(scenario);
    const key = `${end.result?.winner}:${end.result?.reason}`;
    stats.winners[key] = (stats.winners[key] ?? 0) + 1;
    if (showStats) {
      for (const outcome of end.loopOutcomes) {
        const k = `loop${outcome.loop}:${outcome.result}:${outcome.reason}:${outcome.losses.map(({ key }) => key).join("+")}`;
        outcomes[k] = (outcomes[k] ?? 0) + 1;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const line = {
    engine: "peer",
    mode: (uiSnapshots ? "ui-snapshots" : "engine") + (earlyFinalGuess ? "+early-final-guess" : ""),
    games,
    decisions: stats.decisions,
    seconds: Number(seconds.toFixed(3)),
    games_per_s: Number((games / seconds).toFixed(3)),
    decisions_per_s: Number((stats.decisions / seconds).toFixed(1)),
    // CPU time of this process (user + system), for runs on a loaded machine.
    cpu_seconds: Number(cpuSeconds.toFixed(3)),
    script: `${scriptId}#${difficulty} ${entry.rawTitle} (${scenario.loops} loops x ${scenario.daysPerLoop} days)`,
    seed,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (showStats) {
    process.stderr.write(`${JSON.stringify({
      decisions_per_game: stats.decisions / games,
      loops_per_game: stats.loops / games,
      days_per_game: stats.days / games,
      by_kind: stats.byKind,
      winners: stats.winners,
      loop_outcomes: outcomes,
      refused: stats.refused,
      refused_messages: stats.refusedMessages,
      snapshot_kept: snapshotSink !== undefined,
    }, null, 1)}\n`);
  }
}

main();
