// GenreFuzzion with forms only, in its rulebook's language (Spanish; both with
// TABLON_E2E_ALL_LANGUAGES=1, see `languagesOf` in ../lib.mjs): the Moderator opens
// the campaign from the new-table form (players carrying points from an earlier campaign), three
// players make their characters (a relationship suggested between two others), play a scene (an
// ally called and refused, the intention rephrased, a new extra presented, defined and raised, an
// attribute given away, tricks and flaws, pools, a boost, the effect die and extra effects, the
// rating), an interval (training, renaming an attribute, changing and modifying objectives, a new
// cliché and relationship, a new trick and flaw, a vote and the custom trick it approved,
// objectives analysed, endorsed and satisfied, a character retired, relationships with it redirected
// and cashed, clichés contributed and a new character made) and a Grand Finale (an ally's own
// intention, an extra ally vetoed, the group rating), then a newcomer admitted and sponsored. Never the JSON form.
// Screenshots of the main screens at phone and desktop width land in target/screenshots/.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { act, caughtUp, joinSeat, languagesOf, launch, LOCALES, openTable, person, shoot, signUp, startServer } from "../lib.mjs";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// A live refresh that left before an action's answer can land after it: let it land first.
async function settle(page) {
  await page.waitForTimeout(250);
  await page.waitForFunction(() => !document.querySelector(".htmx-request"));
}

const form = (page, name) => page.locator(`#game form[data-form='${name}']`);

async function has(page, name) {
  await settle(page);
  return (await form(page, name).count()) > 0;
}

// Never the JSON form: every action goes through a named form of the game.
async function ok(page, name, fill = async () => {}) {
  assert.notEqual(name, "raw", "the JSON form is never used");
  await settle(page);
  const refusal = await act(page, name, fill);
  assert.equal(refusal, null, `${name} was refused: ${refusal}`);
}

// Forms folded in a <details> open first.
const unfold = async (f) => {
  const d = f.locator("details").first();
  if ((await d.count()) > 0 && !(await d.evaluate((e) => e.open))) await f.locator("summary").first().click();
};

// Checks up to `need` sources, one die each, in an order the rules accept together (three clichés, one
// of each single source, one ally's die, the gifts); returns how many were checked.
const ORDER = [["cliche:", 3], ["scene:", 1], ["relationship:", 1], ["karma:", 1], ["gift:", 3], ["problem:", 1],
  ["ally:", 1], ["opp:", 1], ["advantage:", 1], ["trick8:", 1]];
async function pick(f, need, check = true) {
  let n = 0;
  for (const [prefix, max] of ORDER) {
    const boxes = f.locator(`input[name=src][value^='${prefix}']`);
    const c = Math.min(await boxes.count(), max);
    for (let i = 0; i < c && n < need; i++, n++) if (check) await boxes.nth(i).check();
  }
  return n;
}

// "Ganando una Escena": the effect die becomes an advantage, and an extra effect (a complication for
// 1 PK) is bought on another free die when the roll left one.
async function claim(page) {
  let extra = false;
  await ok(page, "victory", async (f) => {
    const dice = f.locator("select[name=effect_die] option:not([value=''])");
    if ((await dice.count()) > 0) {
      await f.locator("input[name=effect_kind][value=advantage]").check();
      await f.locator("input[name=effect_name]").fill("Sorpresa");
    }
    const row = f.locator("select[name=extra0_die]");
    if ((await row.count()) > 0) {
      const effect = await f.locator("select[name=effect_die]").inputValue();
      const values = await row.locator("option").evaluateAll((os) => os.map((o) => o.value));
      const other = values.find((v) => v !== "" && v !== effect);
      if (other !== undefined) {
        await row.selectOption(other);
        const kinds = await f.locator("select[name=extra0_kind] option").evaluateAll((os) => os.map((o) => o.value));
        await f.locator("select[name=extra0_kind]").selectOption(kinds.includes("problem") ? "problem" : kinds[0]);
        await f.locator("input[name=extra0_name]").fill("Herido");
        extra = true;
      }
    }
  });
  return extra;
}

// Pools until someone wins by the dice: the protagonist with ever more dice (a retry needs one more
// than the last pool), the antagonist opposing with its two smallest clichés. Returns what was done.
async function fight(prot, ant, bystander, { boost }) {
  const done = { boost: false, extra: false, trick: false, flaw: false, winner: null };
  let last = 0;
  for (let i = 0; i < 14; i++) {
    // Each page shows the newest step before it is read: the last actor's own answer brought it
    // the new panel, the others' live updates may still be on their way (CI read a stale roll form).
    await caughtUp([prot, ant, bystander]);
    if (!done.flaw && (await has(bystander, "activate-flaw"))) {
      await ok(bystander, "activate-flaw", unfold);
      done.flaw = true;
      continue;
    }
    if (!done.trick && (await has(prot, "use-trick"))) {
      await ok(prot, "use-trick", unfold);
      done.trick = true;
      continue;
    }
    if (await has(prot, "victory")) {
      done.extra = await claim(prot);
      done.winner = "protagonist";
      return done;
    }
    if (await has(ant, "victory")) {
      done.extra = await claim(ant);
      done.winner = "antagonist";
      return done;
    }
    if (await has(prot, "stand")) {
      if (boost && !done.boost && (await has(prot, "boost"))) {
        await ok(prot, "boost");
        done.boost = true;
      }
      await ok(prot, "stand");
      continue;
    }
    if (await has(ant, "stand")) {
      await ok(ant, "stand");
      continue;
    }
    if (await has(prot, "roll")) {
      // Six dice first (the effect die and an extra effect need two free after the two that make the
      // result); a retry needs one more than the last pool ("un dado más en cantidad que el anterior").
      const need = last === 0 ? 6 : last + 1;
      let n = 0;
      const f = form(prot, "roll");
      if (last > 0 && (await pick(f, need, false)) < need && (await has(prot, "surrender"))) {
        // No bigger pool: the protagonist gives up (in a Grand Finale this loses the roll, and the
        // antagonist then claims its victory).
        await ok(prot, "surrender");
        done.winner = "antagonist";
        continue;
      }
      await ok(prot, "roll", async (g) => {
        n = await pick(g, need);
      });
      last = n;
      continue;
    }
    if (await has(ant, "roll")) {
      await ok(ant, "roll", async (f) => {
        const boxes = f.locator("input[name=src][value^='cliche:']");
        const n = await boxes.count();
        await boxes.nth(n - 1).check();
        await boxes.nth(n - 2).check();
      });
      continue;
    }
    break;
  }
  return done;
}

for (const lang of languagesOf("es")) {
  const locale = LOCALES[lang];
  test(`GenreFuzzion with forms only (${lang}): creation, a scene, an interval, the Grand Finale`, async () => {
    const t = (es, en) => (lang === "es" ? es : en);
    const shot = (page, name) => shoot(page, `genrefuzzion-forms-${lang}-${name}`);
    const mod = await person(browser, locale);
    await signUp(mod, server.url, "moderator");
    const { tableUrl, links } = await openTable(mod, server.url, "genrefuzzion", {
      title: t("Scott Pilgrim (formularios)", "Scott Pilgrim (forms)"),
      mySeat: 0,
      fillSetup: async (p) => {
        await p.fill("#gf_player1", "Ana");
        await p.fill("#gf_player2", "Beto");
        await p.fill("#gf_player3", "Caro");
        await p.fill("#gf_moderator", "1");
        await p.check("input[name=gf_carry]");
        for (const i of [1, 2, 3]) {
          await p.fill(`#gf_pv${i}`, "40");
          await p.fill(`#gf_pk${i}`, "40");
        }
      },
    });
    await mod.goto(tableUrl);
    const players = {};
    for (const seat of [1, 2, 3]) players[seat] = await joinSeat(browser, links[seat], locale);
    const [p1, p2, p3] = [players[1], players[2], players[3]];
    assert.equal(await p1.getAttribute("html", "lang"), lang);

    // "Pozo de Clichés" and "Selección de Clichés".
    const numbers = { 1: [1, 33, 44], 2: [29, 58, 77], 3: [12, 85, 93] };
    for (const seat of [1, 2, 3]) {
      for (const n of numbers[seat]) {
        await ok(players[seat], "propose", (f) => f.locator("select[name=number]").selectOption(String(n)));
      }
    }
    await shot(p1, "pool");
    for (let round = 0; round < 3; round++) {
      for (const seat of [1, 2, 3]) await ok(players[seat], "draft");
    }
    // "Concepto".
    const names = { 1: "Scott", 2: "Ramona", 3: "Wallace" };
    for (const seat of [1, 2, 3]) {
      const p = players[seat];
      await ok(p, "own", async (f) => {
        for (const i of [1, 2, 3]) await f.locator(`input[name=c${i}]`).fill(`${names[seat]} ${i}`);
      });
      await ok(p, "cliche-dice");
      await ok(p, "name", (f) => f.locator("input[name=name]").fill(names[seat]));
    }
    // "Relaciones": Beto, holding the chain, suggests one between Scott and Wallace instead of
    // adding another to Ramona ("puede sugerir una relación entre otros dos personajes"); Wallace's
    // player answers it from his side.
    const rel = (to, text) => async (f) => {
      await f.locator("select[name=to]").selectOption(`c:${to}`);
      await f.locator("input[name=text]").fill(text);
    };
    await ok(p1, "relationship", rel(1, "Tímidamente enamorado de Ramona"));
    await ok(p2, "relationship", rel(0, "Amiga por conveniencia de Scott"));
    await shot(p2, "relationships");
    assert.match(await form(p2, "suggest-relationship").textContent(), t(/Sugerir una relación/, /Suggest a relationship/));
    await ok(p2, "suggest-relationship", async (f) => {
      await unfold(f);
      await f.locator("select[name=pair]").selectOption("0:2");
      await f.locator("input[name=text]").fill("Vive en el sofá de Wallace");
    });
    await ok(p3, "relationship", rel(0, "Comparte piso con Scott"));
    await ok(p3, "relationship", rel(1, "Desconfía de Ramona"));
    await ok(p2, "relationship", rel(2, "Compañera de banda de Wallace"));
    await ok(mod, "close-relationships");
    // Dice, tricks and flaws (Scott: "Arma predilecta", "Mi tesoro" and "El Alcohol mata", chosen by
    // their keys, which both languages share), objectives.
    for (const seat of [1, 2, 3]) {
      const p = players[seat];
      await ok(p, "rel-dice", async (f) => {
        await f.locator("select[name=die0]").selectOption("d8");
        await f.locator("select[name=die1]").selectOption("d4");
      });
      await ok(p, "tricks", async (f) => {
        await f.locator("select[name=trick1]").selectOption("arma_predilecta");
        await f.locator("input[name=trick1_fill]").fill("bajo eléctrico");
        await f.locator("select[name=trick2]").selectOption("mi_tesoro");
        await f.locator("input[name=trick2_fill]").fill("púa de la suerte");
        await f.locator("select[name=flaw]").selectOption("el_alcohol_mata");
      });
    }
    const objective = (character, text) => async (f) => {
      await f.locator("select[name=character]").selectOption(String(character));
      await f.locator("input[name=text]").fill(text);
      await f.locator("input[name=difficulty]").fill("8");
    };
    for (const seat of [1, 2, 3]) {
      await ok(players[seat], "objective", objective(seat - 1, "Ganar la batalla de bandas"));
      await ok(players[seat], "objective", objective(seat % 3, "Superar a su ex"));
    }
    for (const c of [0, 1, 2]) await ok(mod, "objective", objective(c, "Vencer a los siete ex malvados"));

    // Scene 1: Scott against a new extra, calling Wallace as an ally, who refuses.
    await ok(p1, "start-scene", async (f) => {
      await f.locator("input[name=title]").fill("Scott Pilgrim vs. the World");
      await f.locator("input[name=setting]").fill("El Café de Mike");
      await f.locator("input[name=tone]").fill("cómico");
      await f.locator("select[name=antagonist]").selectOption("new");
      await f.locator("input[name=extra_name]").fill("Matthew Patel");
      await f.locator("input[name=intention]").fill("Ganar la batalla de bandas");
      await f.locator("input[name=sc0]").fill("Batalla de bandas");
      await f.locator("input[name=ally][value='c:2']").check();
    });
    await ok(p1, "reformulate", async (f) => {
      await unfold(f);
      await f.locator("input[name=intention]").fill("Ganar la batalla de bandas sin perder el bajo");
    });
    await ok(p3, "refuse-ally");
    // "El Antagonista se presenta": Beto defines the extra, escalates its d10 to d12 (5 PV) and
    // gives it a new cliché at d8 (1 PK).
    await ok(p2, "present", async (f) => {
      for (let i = 0; i < 5; i++) await f.locator(`input[name=define${i}]`).fill(`Ex malvado ${i + 1}`);
      await f.locator("input[name=description]").fill("El primer ex malvado");
      await f.locator("input[name=raise][value='escalate:0']").check();
      await f.locator("input[name=raise_new]").fill("Poderes místicos");
      await f.locator("input[name=intention]").fill("Que Scott haga el ridículo");
    });
    const extra = mod.locator("#game .gf-extras");
    await extra.waitFor();
    assert.match(await extra.textContent(), /Poderes místicos/);
    assert.match(await extra.textContent(), /d12/);
    // "usar atributos en contra": Scott gives one of his clichés to Matthew (+2 PV).
    await ok(p1, "gift", unfold);
    await shot(p1, "scene");
    const scene1 = await fight(p1, p2, p3, { boost: false });
    assert.ok(scene1.winner, "scene 1 was decided by the dice");
    // "Calificación": Caro rates.
    await ok(p3, "rate", async (f) => {
      await f.locator("select[name=protagonist]").selectOption("4");
      await f.locator("select[name=antagonist]").selectOption("3");
      await f.locator("input[name=justification]").fill("Muy divertida la pelea en el bar");
    });

    // "Intervalos": Caro, the next starter, calls one.
    await ok(p3, "call-interval");
    await ok(p1, "train");
    await ok(p1, "change-attribute", async (f) => {
      await unfold(f);
      await f.locator("select[name=attr]").selectOption("cliche:1");
      await f.locator("input[name=text]").fill("Bajista de Sex Bob-omb");
    });
    await ok(p2, "change-attribute", async (f) => {
      await unfold(f);
      await f.locator("select[name=attr]").selectOption("relationship:0");
      await f.locator("input[name=text]").fill("Enamorada de Scott");
      await f.locator("select[name=target]").selectOption("new");
      await f.locator("input[name=extra_name]").fill("Gideon Graves");
    });
    await ok(p1, "change-objective", async (f) => {
      await unfold(f);
      await f.locator("input[name=text]").fill("Ganar la batalla de bandas con estilo");
    });
    await ok(p2, "modify-objective", async (f) => {
      await unfold(f);
      await f.locator("input[name=text]").fill("Olvidar a Gideon");
      await f.locator("input[name=difficulty]").fill("6");
    });
    await ok(p1, "add-cliche", async (f) => {
      await unfold(f);
      await f.locator("input[name=name]").fill("Pelea como en un videojuego");
    });
    await ok(p2, "add-relationship", async (f) => {
      await unfold(f);
      await f.locator("select[name=to]").selectOption("new");
      await f.locator("input[name=extra_name]").fill("Envy Adams");
      await f.locator("input[name=text]").fill("Desconfía de Envy Adams");
    });
    await ok(p1, "learn-trick", async (f) => {
      await unfold(f);
      await f.locator("select[name=trick]").selectOption("insistente");
    });
    await ok(p2, "take-flaw", async (f) => {
      await unfold(f);
      await f.locator("select[name=flaw]").selectOption("opsss");
    });
    // A custom trick: the table votes on it first ("Votaciones"), then Ana learns it (4 PV).
    await ok(p1, "open-vote", async (f) => {
      await unfold(f);
      await f.locator("input[name=question]").fill("¿Aprobamos el truco «Solo de bajo»?");
      await f.locator("textarea[name=options]").fill("Sí\nNo");
    });
    for (const p of [p2, p3]) await ok(p, "vote");
    await ok(mod, "close-vote");
    await shot(p1, "interval");
    await ok(p1, "custom-trick", async (f) => {
      await unfold(f);
      await f.locator("input[name=name]").fill("Solo de bajo");
      await f.locator("select[name=cost]").selectOption("1");
      await f.locator("input[name=activation]").fill("Tocas el bajo en medio de una pelea");
      await f.locator("input[name=effect]").fill("Tu oponente pierde el ritmo");
    });
    // "Analizar Objetivos": asked, endorsed by another player, satisfied with its difficulty in PV.
    await ok(p1, "analyse");
    await ok(p2, "endorse");
    await ok(p1, "satisfy");
    // "Retirar un Personaje": Caro retires Wallace; Ana redirects her relationship with him to a new
    // extra, Beto cashes his in (die's maximum, as PV and PK).
    await ok(p3, "retire", unfold);
    await ok(p1, "redirect", async (f) => {
      const v = await f.locator("select[name=redirect] option[value$='|new']").first().getAttribute("value");
      await f.locator("select[name=redirect]").selectOption(v);
      await f.locator("input[name=extra_name]").fill("Knives Chau");
    });
    await ok(p2, "cash");
    // "Crear un nuevo personaje": one cliché each, then Caro's new character.
    const contribute = (text) => async (f) => {
      await unfold(f);
      await f.locator("select[name=newcomer]").selectOption("3");
      await f.locator("input[name=text]").fill(text);
    };
    await ok(p1, "contribute", contribute("Ninja adolescente"));
    await ok(p2, "contribute", contribute("Fan número uno"));
    await ok(p3, "contribute", contribute("Estudiante de secundaria"));
    await shot(p3, "new-character");
    await ok(p3, "create-character", async (f) => {
      await f.locator("input[name=name]").fill("Knives");
      for (let i = 0; i < 3; i++) await f.locator(`input[name=own${i}]`).fill(`Knives ${i + 1}`);
      await f.locator("select[name=rel0_to]").selectOption("c:0");
      await f.locator("input[name=rel0_text]").fill("Enamorada de Scott");
      await f.locator("select[name=rel0_die]").selectOption("d8");
      await f.locator("select[name=rel1_to]").selectOption("c:1");
      await f.locator("input[name=rel1_text]").fill("Celosa de Ramona");
      await f.locator("select[name=rel1_die]").selectOption("d4");
      await f.locator("input[name=obj0_text]").fill("Recuperar a Scott");
      await f.locator("input[name=obj1_text]").fill("Ser baterista");
      await f.locator("select[name=trick1]").selectOption("arma_predilecta");
      await f.locator("input[name=trick1_fill]").fill("kunai");
      await f.locator("select[name=trick2]").selectOption("mi_tesoro");
      await f.locator("input[name=trick2_fill]").fill("foto de Scott");
      await f.locator("select[name=flaw]").selectOption("el_alcohol_mata");
    });
    await p1.locator("#game .gf-sheet h3", { hasText: "Knives" }).waitFor();
    await ok(p3, "end-interval");

    // Scene 2, the Grand Finale: proposed and agreed by everyone; Knives against Scott, with
    // Ramona as her ally, who states her own intention, and Matthew Patel, vetoed.
    await ok(p1, "propose-finale", async (f) => {
      await unfold(f);
      await f.locator("input[name=framing]").fill("La batalla contra Gideon");
    });
    for (const p of [p1, p2, p3]) if (await has(p, "agree-finale")) await ok(p, "agree-finale");
    await ok(p3, "start-scene", async (f) => {
      await f.locator("input[name=title]").fill("La batalla final");
      await f.locator("input[name=setting]").fill("El Caos Theater");
      await f.locator("input[name=tone]").fill("épico");
      await f.locator("select[name=antagonist]").selectOption("c:0");
      await f.locator("input[name=intention]").fill("Que Scott la vuelva a mirar");
      await f.locator("input[name=ally][value='c:1']").check();
      await f.locator("input[name=ally][value='x:Matthew Patel']").check();
      await f.locator("input[name=grand_finale]").check();
    });
    // Scott's player pays 1 PK so that the extra does not come as Knives' ally.
    await ok(p1, "veto-ally");
    await ok(p2, "ally-intention", (f) => f.locator("input[name=intention]").fill("Librarse de Gideon"));
    await ok(p1, "present", (f) => f.locator("input[name=intention]").fill("Que nadie salga herido"));
    await shot(p3, "finale");
    // "Añadir 1 dado más al resultado" (1 PV) after rolling.
    const scene2 = await fight(p3, p1, p2, { boost: true });
    assert.ok(scene2.winner, "the Grand Finale was decided by the dice");
    // "La calificación final es grupal": everyone rates, the Moderator closes it.
    for (const p of [p1, p2, p3]) {
      await ok(p, "rate", async (f) => {
        await f.locator("select[name=protagonist]").selectOption("5");
        await f.locator("input[name=justification]").fill("Un final a la altura");
      });
    }
    await ok(mod, "close-group-rating");

    // A newcomer joins the table: the Moderator admits Kim, Ana sponsors her (2 PV, 1 PK).
    await ok(mod, "admit", async (f) => {
      await unfold(f);
      await f.locator("input[name=name]").fill("Kim");
    });
    await ok(p1, "sponsor", async (f) => {
      await unfold(f);
      await f.locator("select[name=to]").selectOption("4");
      await f.locator("input[name=pv]").fill("2");
      await f.locator("input[name=pk]").fill("1");
    });
    await shot(p1, "epilogue");
    const kim = mod.locator("#game .gf-points tr", { hasText: "Kim" });
    assert.deepEqual(await kim.locator("td").allTextContents(), ["—", "2", "1"], "Kim got 2 PV and 1 PK");
    console.log(`${lang}: scene 1 ${JSON.stringify(scene1)}; Grand Finale ${JSON.stringify(scene2)}`);
    for (const p of [mod, p1, p2, p3]) await p.context().close();
  });
}
