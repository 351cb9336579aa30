"""Self-play training of a learned evaluation (issue 35; doc/model-format.md).

    python3 -m weimar.learn train --title march --out build/learn/march \\
        --iterations 10 --games 32 --search 50 --seed 1
    python3 -m weimar.learn train --out build/learn/march --resume --iterations 20
    python3 -m weimar.learn export --out build/learn/march --model march.wmml
    python3 -m weimar.learn eval --title march --model march.wmml \\
        --against search:200 --iterations 200 --games 400 --store build/learn/eval.sqlite

``train`` plays games on a :class:`weimar.vector.VectorEnv` batch: every
move is the search's (the built-in search in the first iteration, then
``wm_search_move_with`` the model of the previous iteration), with a
random legal move instead at a rate ``--explore``; each position (the
observation of the seat to move, its legal mask, the move chosen) enters
a replay buffer with the game's final results per seat as the value
target.  The network, an MLP per title (``--hidden``), is trained on
minibatches from the buffer: cross-entropy of the policy head (masked by
legality) against the search's move, plus the binary cross-entropy of the
value head's sigmoid against the results (1 a win, 0 a loss, 0.5 a
draw).  After each iteration a checkpoint (``checkpoint.pt``: the
network, the optimiser, the buffer, every generator's state and the
arguments) is written; ``--resume`` continues from it and gives the same
weights as an unbroken run (tests/test_learn.py checks it).  A run is
reproducible from its ``--seed`` (torch on one thread).

``export`` writes the model file the library loads (wm_model_load);
``eval`` plays the model against another policy of
:mod:`weimar.balance` (``search:N``, ``random``, another ``model:N:FILE``)
with the seats swapped in half the games, the games landing in a
balance store, and prints the model's win rate with its Wilson interval.

Needs PyTorch (Debian's python3-torch) and NumPy.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Dict, List, Optional

import numpy as np

import weimar
from weimar import ai as _ai
from weimar import balance as _balance
from weimar.vector import VectorEnv

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover - depends on the installation
    torch = None
    nn = None

__all__ = ["Net", "train", "export", "evaluate", "main", "HAVE_TORCH"]

#: True when PyTorch can be imported.
HAVE_TORCH = torch is not None

#: Value outputs of every model: one per seat index (the titles have at
#: most 4 seats).
VALUES = 4


def _need_torch() -> None:
    if torch is None:
        raise SystemExit("weimar.learn needs PyTorch: apt-get install python3-torch")


if nn is not None:
    class Net(nn.Module):
        """The MLP the model file describes: ReLU hidden layers, a policy
        head over the move ids, a value head of VALUES sigmoid outputs."""

        def __init__(self, nobs: int, nact: int, hidden: List[int]) -> None:
            super().__init__()
            layers, fan = [], nobs
            for w in hidden:
                layers.append(nn.Linear(fan, w))
                fan = w
            self.hidden = nn.ModuleList(layers)
            self.policy = nn.Linear(fan, nact)
            self.value = nn.Linear(fan, VALUES)

        #: a residual model's value head corrects the title's evaluation
        #: (model format 2, MODEL_RESIDUAL)
        residual = False
        #: ... evaluated after the title's cut playout (MODEL_PLAYOUT)
        playout = False
        #: per-input divisors (None: none), folded into the first layer's
        #: weights when the model file is written
        in_scale = None

        def forward(self, x):  # (logits, value logits)
            if self.in_scale is not None:
                x = x / self.in_scale
            for l in self.hidden:
                x = torch.relu(l(x))
            return self.policy(x), self.value(x)
else:  # pragma: no cover
    Net = None


def _progress(done: int, total: int, text: str, quiet: bool) -> None:
    if quiet:
        return
    width = 30
    k = int(width * done / max(total, 1))
    sys.stderr.write("\r[%s%s] %d/%d %s" % ("#" * k, "." * (width - k), done, total, text))
    if done >= total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def model_file_bytes(net: "Net", game: weimar.Game) -> bytes:
    """The model file (doc/model-format.md) of ``net`` for ``game``'s title."""
    with torch.no_grad():
        hidden = [(l.weight.numpy(), l.bias.numpy()) for l in net.hidden]
        if net.in_scale is not None:  # W x / s = (W / s) x
            w0 = (net.hidden[0].weight / net.in_scale[None, :]).numpy()
            hidden[0] = (w0, hidden[0][1])
        return _ai.model_bytes(game, hidden, (net.policy.weight.numpy(), net.policy.bias.numpy()),
                               (net.value.weight.numpy(), net.value.bias.numpy()),
                               residual=bool(net.residual), playout=bool(net.playout))


# ---------------------------------------------------------------------------
# Self-play
# ---------------------------------------------------------------------------

def self_play(args: argparse.Namespace, it: int, model: Optional[Any], rng: np.random.Generator,
              quiet: bool) -> Dict[str, np.ndarray]:
    """Plays args.games games (a batch of that size, each to its end) and
    returns their positions: obs, mask, move, target values."""
    seed = args.seed * 1000003 + it * 7919
    env = VectorEnv(args.title, args.games, scenario=args.scenario, seed=seed,
                    seats=getattr(args, "seats", 0))
    try:
        obs, infos = env.reset(seed=seed)
        n = args.games
        active = np.ones(n, bool)
        per_game: List[List[Any]] = [[] for _ in range(n)]
        finished: List[Any] = []
        steps = 0
        while active.any():
            mask = infos["action_mask"]
            to_move = infos["to_move"]
            actions = np.zeros(n, dtype=np.int64)
            for i in range(n):
                legal = np.flatnonzero(mask[i])
                if not active[i] or to_move[i] < 0:
                    actions[i] = legal[0] if len(legal) else 0
                    continue
                g = env.game(i)
                s = int(rng.integers(1 << 62))
                mv, visits = _ai.search_visits(g, args.search, s, model=model,
                                               c_puct=getattr(args, "c_puct", 1.5))
                pi = visits.astype(np.float32)
                if pi.sum() <= 0:  # no search ran (one legal move)
                    pi[mv] = 1.0
                if getattr(args, "target", "visits") == "move":  # the chosen move alone
                    pi[:] = 0.0
                    pi[mv] = 1.0
                pi /= pi.sum()
                base = np.full(VALUES, 0.5, np.float32)
                if getattr(args, "residual", False):  # the title's own estimate (wm_evaluate)
                    base[:g.seat_count] = _ai.evaluate(g)
                per_game[i].append((obs[i].copy(), mask[i].astype(np.bool_), mv, pi, base))
                g.close()
                if len(legal) > 1 and rng.random() < args.explore:
                    mv = int(legal[rng.integers(len(legal))])
                actions[i] = mv
            obs, rew, term, trunc, infos = env.step(actions)
            steps += 1
            for i in np.flatnonzero(term & active):
                out = infos["outcomes"][i]
                v = np.full(VALUES, 0.5, np.float32)
                for s_, r in enumerate(out[:VALUES]):
                    v[s_] = 1.0 if r > 0 else 0.0 if r < 0 else 0.5
                finished.extend((o, m, a, pi, v, b) for (o, m, a, pi, b) in per_game[i])
                per_game[i] = []
                active[i] = False
            if steps > args.max_moves:
                break
            _progress(int(n - active.sum()), n, "games of iteration %d" % it, quiet)
    finally:
        env.close()
    if not finished:
        return {}
    return {"obs": np.stack([f[0] for f in finished]).astype(np.float32),
            "mask": np.stack([f[1] for f in finished]),
            "move": np.array([f[2] for f in finished], np.int64),
            "pi": np.stack([f[3] for f in finished]).astype(np.float16),
            "value": np.stack([f[4] for f in finished]).astype(np.float32),
            "base": np.stack([f[5] for f in finished]).astype(np.float32)}


def _append(buf: Dict[str, np.ndarray], new: Dict[str, np.ndarray], cap: int) -> Dict[str, np.ndarray]:
    if not new:
        return buf
    if not buf:
        out = new
    else:
        out = {k: np.concatenate([buf[k], new[k]]) for k in buf if k in new}
    return {k: v[-cap:] for k, v in out.items()}


def losses(net: "Net", obs, mask, target, value, nseats: int, base=None):
    """(policy loss, value loss) of a minibatch.  ``target``: the moves
    chosen (int64 ids) or the search's visit distributions (float rows,
    AlphaZero's target): the cross-entropy of the masked policy against
    it.  ``base`` (a residual model's: the title's evaluation of each
    position): the value is base + sigmoid - 0.5, as the search computes
    it, and its loss the squared error against the results."""
    logits, vlog = net(obs)
    if base is not None:
        logits = logits.masked_fill(~mask, -1e9)
        logp = torch.log_softmax(logits, dim=1)
        if target.dtype == torch.int64:
            lp = torch.nn.functional.nll_loss(logp, target)
        else:
            lp = -(target.float() * logp.masked_fill(~mask, 0.0)).sum(dim=1).mean()
        v = base[:, :nseats] + torch.sigmoid(vlog[:, :nseats]) - 0.5
        lv = ((v - value[:, :nseats]) ** 2).mean()
        return lp, lv
    logits = logits.masked_fill(~mask, -1e9)
    if target.dtype == torch.int64:
        lp = torch.nn.functional.cross_entropy(logits, target)
    else:
        logp = torch.log_softmax(logits, dim=1)
        lp = -(target.float() * logp.masked_fill(~mask, 0.0)).sum(dim=1).mean()
    lv = torch.nn.functional.binary_cross_entropy_with_logits(vlog[:, :nseats], value[:, :nseats])
    return lp, lv


# ---------------------------------------------------------------------------
# Training
# ---------------------------------------------------------------------------

def _state_path(out: str) -> str:
    return os.path.join(out, "checkpoint.pt")


def train(args: argparse.Namespace) -> Dict[str, Any]:
    """Runs (or resumes) a training run; returns its history."""
    _need_torch()
    torch.set_num_threads(1)
    os.makedirs(args.out, exist_ok=True)
    path = _state_path(args.out)
    if args.resume and os.path.exists(path):
        ck = torch.load(path)
        saved = ck["args"]
        for k in ("title", "scenario", "hidden", "seed", "games", "search", "explore", "buffer",
                  "batch", "steps", "lr", "max_moves", "target", "c_puct", "seats", "residual"):
            if k in saved:
                setattr(args, k, saved[k])
        start = ck["iteration"]
        torch.set_rng_state(ck["torch_rng"])
        rng = np.random.Generator(np.random.PCG64())
        rng.bit_generator.state = ck["np_rng"]
        buf = ck["buffer"]
        history = ck["history"]
    else:
        start = 0
        torch.manual_seed(args.seed)
        rng = np.random.default_rng(args.seed)
        buf = {}
        history = []
        ck = None
    g0 = weimar.Game(args.title, scenario=args.scenario, seed=1, seats=getattr(args, "seats", 0))
    nobs, nact, nseats = _ai.observation_size(g0), g0.action_count, g0.seat_count
    net = Net(nobs, nact, args.hidden)
    net.residual = bool(getattr(args, "residual", False))
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    if ck is not None:
        net.load_state_dict(ck["net"])
        opt.load_state_dict(ck["opt"])
    t0 = time.process_time()
    for it in range(start, args.iterations):
        model = _ai.Model(model_file_bytes(net, g0)) if it > 0 else None
        new = self_play(args, it, model, rng, args.quiet)
        if model is not None:
            model.close()
        buf = _append(buf, new, args.buffer)
        size = len(buf["move"]) if buf else 0
        lp_sum = lv_sum = 0.0
        first = None
        for step in range(args.steps if size else 0):
            idx = rng.integers(size, size=min(args.batch, size))
            o = torch.from_numpy(buf["obs"][idx])
            m = torch.from_numpy(buf["mask"][idx])
            a = torch.from_numpy(buf["pi"][idx].astype(np.float32))
            v = torch.from_numpy(buf["value"][idx])
            b = torch.from_numpy(buf["base"][idx]) if net.residual else None
            lp, lv = losses(net, o, m, a, v, nseats, b)
            loss = lp + lv
            if first is None:
                first = float(loss)
            opt.zero_grad()
            loss.backward()
            opt.step()
            lp_sum += float(lp)
            lv_sum += float(lv)
        n = max(args.steps, 1)
        rec = {"iteration": it, "positions": size, "new": len(new.get("move", [])),
               "first_loss": first, "policy_loss": lp_sum / n, "value_loss": lv_sum / n,
               "cpu_s": time.process_time() - t0}
        history.append(rec)
        _progress(it + 1, args.iterations, "loss %.4f (policy %.4f, value %.4f)" %
                  (rec["policy_loss"] + rec["value_loss"], rec["policy_loss"], rec["value_loss"]),
                  args.quiet)
        torch.save({"net": net.state_dict(), "opt": opt.state_dict(), "iteration": it + 1,
                    "torch_rng": torch.get_rng_state(), "np_rng": rng.bit_generator.state,
                    "buffer": buf, "history": history, "args": vars(args)}, path)
        with open(os.path.join(args.out, "model.wmml"), "wb") as f:
            f.write(model_file_bytes(net, g0))
    g0.close()
    with open(os.path.join(args.out, "history.json"), "w") as f:
        json.dump(history, f, indent=1)
    return {"history": history, "net": net}


def distill(src: str, out: str, hidden: List[int], steps: int, batch: int = 256, lr: float = 1e-3,
            seed: int = 1, quiet: bool = False, residual: bool = False, scale: bool = False,
            value_weight: float = 1.0, target: str = "visits") -> Dict[str, Any]:
    """Trains a new network of widths ``hidden`` on the replay buffer of
    the run in ``src`` (its checkpoint: the positions, the search's visit
    distributions, the results), ``steps`` minibatches, and writes it to
    ``out`` as a checkpoint ``export`` reads (not one ``train --resume``
    continues): a smaller network of the same self-play, cheaper a leaf.
    ``src`` may name several runs, comma-separated: their buffers are
    joined.  ``residual``: the value head is trained as a correction of
    the title's evaluation (the buffers' "base", recorded by ``train
    --residual``).  ``scale``: the inputs are divided by their largest
    magnitude in the buffer (at least 1), folded into the first layer
    when exported."""
    _need_torch()
    torch.set_num_threads(1)
    bufs, ck = [], None
    for one in src.split(","):
        c = torch.load(_state_path(one), weights_only=False)
        ck = ck or c
        bufs.append(c["buffer"])
    a = dict(ck["args"])
    keys = [k for k in bufs[0] if all(k in b for b in bufs)]
    buf = {k: np.concatenate([b[k] for b in bufs]) for k in keys}
    del bufs
    if residual and "base" not in buf:  # a run without --residual: no evaluations recorded
        buf["base"] = np.full_like(buf["value"], 0.5)
    g = weimar.Game(a["title"], scenario=a["scenario"], seed=1, seats=a.get("seats", 0))
    nobs, nact, nseats = _ai.observation_size(g), g.action_count, g.seat_count
    g.close()
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = Net(nobs, nact, hidden)
    net.residual = residual
    if scale:
        net.in_scale = torch.from_numpy(np.maximum(np.abs(buf["obs"]).max(axis=0), 1.0).astype(np.float32))
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    size = len(buf["move"])
    t0 = time.process_time()
    first = last = None
    for step in range(steps):
        idx = rng.integers(size, size=min(batch, size))
        tgt = (torch.from_numpy(buf["move"][idx]) if target == "move"
               else torch.from_numpy(buf["pi"][idx].astype(np.float32)))
        lp, lv = losses(net, torch.from_numpy(buf["obs"][idx]), torch.from_numpy(buf["mask"][idx]), tgt,
                        torch.from_numpy(buf["value"][idx]), nseats,
                        torch.from_numpy(buf["base"][idx]) if residual else None)
        loss = lp + value_weight * lv
        first = float(loss) if first is None else first
        last = float(loss)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 50 == 0 or step + 1 == steps:
            _progress(step + 1, steps, "loss %.4f" % last, quiet)
    a["hidden"] = list(hidden)
    a["residual"] = residual
    rec = {"distilled_from": src, "source_iteration": ck["iteration"], "positions": size,
           "steps": steps, "seed": seed, "first_loss": first, "last_loss": last,
           "residual": residual, "scale": scale, "cpu_s": time.process_time() - t0}
    os.makedirs(out, exist_ok=True)
    torch.save({"net": net.state_dict(), "args": a, "iteration": ck["iteration"], "history": [rec],
                "in_scale": net.in_scale}, _state_path(out))
    return rec


def write_expected(net: "Net", title: str, scenario: int, seats: int, path: str, count: int = 12,
                   seed: int = 1) -> int:
    """Writes PyTorch's outputs (float32 forward pass) for ``count`` fixed
    positions of seeded random games, in the text tests/check_model.c
    reads (test_model_shipped_match_pytorch): per position a line
    "position SEAT NNZ NLEGAL", NNZ lines "index value" (the observation's
    non-zero floats), the legal ids, the VALUES sigmoid values and the
    legal moves' softmax probabilities, each printed with 9 significant
    digits.  Returns the number of positions."""
    rng = np.random.default_rng(seed)
    lines = []
    k = 0
    game_seed = seed
    while k < count:
        g = weimar.Game(title, scenario=scenario, seed=game_seed, seats=seats)
        game_seed += 1
        step = 0
        while not g.is_over and k < count:
            legal = g.legal_moves()
            who = g.to_move
            if who >= 0 and len(legal) > 1 and step % 17 == 5:
                obs = np.asarray(_ai.observe(g, who), np.float32)
                with torch.no_grad():
                    logits, vlog = net(torch.from_numpy(obs[None, :]))
                    lg = logits[0, legal]
                    pr = torch.softmax(lg, dim=0).numpy()
                    val = torch.sigmoid(vlog[0]).numpy()
                nz = np.flatnonzero(obs)
                lines.append("position %d %d %d" % (who, len(nz), len(legal)))
                lines.extend("%d %.9g" % (i, obs[i]) for i in nz)
                lines.append(" ".join(str(int(x)) for x in legal))
                lines.append(" ".join("%.9g" % x for x in val))
                lines.append(" ".join("%.9g" % x for x in pr))
                k += 1
            g.apply(legal[rng.integers(len(legal))])
            step += 1
        g.close()
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return k


def export(checkpoint_dir: str, path: str, expected: Optional[str] = None, playout: bool = False) -> int:
    """Writes the model file of a run's checkpoint (and, with
    ``expected``, PyTorch's outputs on fixed positions: write_expected);
    returns its size."""
    _need_torch()
    ck = torch.load(_state_path(checkpoint_dir), weights_only=False)
    a = ck["args"]
    seats = a.get("seats", 0)
    g = weimar.Game(a["title"], scenario=a["scenario"], seed=1, seats=seats)
    net = Net(_ai.observation_size(g), g.action_count, a["hidden"])
    net.load_state_dict(ck["net"])
    net.residual = bool(a.get("residual", False))
    net.playout = net.residual and playout
    net.in_scale = ck.get("in_scale")
    data = model_file_bytes(net, g)
    _ai.Model(data).close()  # the library accepts it
    with open(path, "wb") as f:
        f.write(data)
    if expected:
        write_expected(net, a["title"], a["scenario"], seats, expected)
    g.close()
    return len(data)


def evaluate(title: str, scenario: int, model: str, iterations: int, against: str, games: int,
             store: str, jobs: int = 1, quiet: bool = False, seats: int = 0,
             c_puct: Optional[float] = None) -> Dict[str, Any]:
    """The model (wm_search_move_with, ``iterations``) against ``against``
    (a weimar.balance policy), seats swapped in half the games (2-seat
    titles: the model at seat 0, then at seat 1), through a balance store."""
    mine = _balance.parse_policy("model:%d%s:%s" % (iterations, "" if c_puct is None else "@%g" % c_puct,
                                                     model))
    other = _balance.parse_policy(against)
    t = _balance.parse_title(title)
    g = weimar.Game(t, scenario=scenario, seed=1, seats=seats)
    nseats = g.seat_count
    g.close()
    configs = []
    for s in range(nseats):
        pol = [other] * nseats
        pol[s] = mine
        configs.append((s, _balance.Config(t, scenario, pol, seats)))
    per = max(1, games // nseats)
    _balance.run_sweep(store, [c for _, c in configs], per, jobs=jobs, quiet=quiet)
    db = _balance.open_store(store)
    wins = n = 0
    try:
        for s, c in configs:
            for (res,) in db.execute("SELECT results FROM games WHERE config=? AND game<?", (c.id, per)):
                n += 1
                wins += json.loads(res)[s] == 1
    finally:
        db.close()
    lo, hi = _balance.wilson(wins, n)
    return {"wins": wins, "games": n, "rate": wins / n if n else 0.0, "lo": lo, "hi": hi,
            "model": mine, "against": other}


def positions(title: str, scenario: int, seats: int, games: int, every: int, seed: int) -> List[Any]:
    """Positions to time searches on: every ``every``-th position with a
    seat to move and more than one legal move of ``games`` games played
    by the built-in search at 20 iterations (closer to real play than
    random moves), as clones."""
    out = []
    for k in range(games):
        g = weimar.Game(title, scenario=scenario, seed=seed + k, seats=seats)
        n = 0
        while not g.is_over:
            legal = g.legal_moves()
            if g.to_move >= 0 and len(legal) > 1:
                if n % every == 0:
                    out.append(g.clone())
                n += 1
                g.apply(_ai.search_move(g, 20, seed * 7 + n))
            else:
                g.apply(legal[0] if g.to_move >= 0 else _ai.search_move(g, 1, n))
        g.close()
    return out


def _cpu_per_move(pos: List[Any], iterations: int, model: Optional[Any], repeat: int = 1) -> float:
    best = None
    for _ in range(repeat):
        t = time.process_time()
        for i, g in enumerate(pos):
            _ai.search_move(g, iterations, i + 1, model=model)
        dt = (time.process_time() - t) / len(pos)
        best = dt if best is None else min(best, dt)
    return best


def calibrate(title: str, scenario: int, seats: int, model: str, against: int, games: int = 4,
              every: int = 5, seed: int = 1, repeat: int = 3) -> Dict[str, Any]:
    """The model's search iterations whose process CPU time a move equals
    the built-in search's at ``against`` iterations, on the same positions
    (positions(); the least of ``repeat`` timings, as the machine is
    shared): a first guess from the per-iteration cost at ``against``
    iterations, refined by timing it."""
    pos = positions(title, scenario, seats, games, every, seed)
    m = _ai.Model(model)
    try:
        t_search = _cpu_per_move(pos, against, None, repeat)
        t_model = _cpu_per_move(pos, against, m, repeat)
        k = max(1, int(round(against * t_search / t_model)))
        t_k = _cpu_per_move(pos, k, m, repeat)
        k2 = max(1, int(round(k * t_search / t_k)))
        t_k2 = _cpu_per_move(pos, k2, m, repeat) if k2 != k else t_k
    finally:
        m.close()
        for g in pos:
            g.close()
    return {"positions": len(pos), "search_iterations": against, "search_ms": 1000 * t_search,
            "model_ms_at_same_iterations": 1000 * t_model, "iterations": k2, "model_ms": 1000 * t_k2}


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------

def _hidden(text: str) -> List[int]:
    return [int(x) for x in text.split(",") if x]


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m weimar.learn", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train", help="self-play training (resumable)")
    t.add_argument("--title", default="march")
    t.add_argument("--scenario", type=int, default=1)
    t.add_argument("--out", required=True, help="the run's folder (checkpoint.pt, model.wmml)")
    t.add_argument("--iterations", type=int, default=10)
    t.add_argument("--games", type=int, default=32, help="self-play games an iteration (one batch)")
    t.add_argument("--search", type=int, default=50, help="search iterations a move")
    t.add_argument("--explore", type=float, default=0.1, help="rate of random moves")
    t.add_argument("--hidden", type=_hidden, default=[128, 64])
    t.add_argument("--buffer", type=int, default=50000, help="replay buffer positions")
    t.add_argument("--batch", type=int, default=256)
    t.add_argument("--steps", type=int, default=200, help="training steps an iteration")
    t.add_argument("--lr", type=float, default=1e-3)
    t.add_argument("--max-moves", type=int, default=5000, dest="max_moves")
    t.add_argument("--seats", type=int, default=0, help="seats (0: the title's default)")
    t.add_argument("--target", choices=("visits", "move"), default="visits",
                   help="the policy's target: the search's root visit distribution or its move")
    t.add_argument("--c-puct", type=float, default=1.5, dest="c_puct",
                   help="PUCT's constant in self-play")
    t.add_argument("--residual", action="store_true",
                   help="the value head corrects the title's own evaluation (records it a position)")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--resume", action="store_true")
    t.add_argument("--quiet", action="store_true")
    d = sub.add_parser("distill", help="train a smaller network on a run's replay buffer")
    d.add_argument("--from", required=True, dest="src", help="the run's folder")
    d.add_argument("--out", required=True, help="the new folder (export reads it)")
    d.add_argument("--hidden", type=_hidden, required=True)
    d.add_argument("--steps", type=int, default=1000)
    d.add_argument("--batch", type=int, default=256)
    d.add_argument("--lr", type=float, default=1e-3)
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--residual", action="store_true", help="a value head correcting the title's evaluation")
    d.add_argument("--scale", action="store_true", help="inputs divided by their largest magnitude")
    d.add_argument("--value-weight", type=float, default=1.0, dest="value_weight")
    d.add_argument("--target", choices=("visits", "move"), default="visits",
                   help="the policy's target: the buffer's visit distributions or the moves chosen")
    d.add_argument("--quiet", action="store_true")
    e = sub.add_parser("export", help="write a run's model file")
    e.add_argument("--out", required=True, help="the run's folder")
    e.add_argument("--model", required=True, help="the model file to write")
    e.add_argument("--expected", help="also write PyTorch's outputs on fixed positions here (tests)")
    e.add_argument("--playout", action="store_true",
                   help="a residual model's leaves evaluated after the title's cut playout")
    v = sub.add_parser("eval", help="head-to-head through a weimar.balance store")
    v.add_argument("--title", default="march")
    v.add_argument("--scenario", type=int, default=1)
    v.add_argument("--model", required=True)
    v.add_argument("--iterations", type=int, default=200)
    v.add_argument("--against", default="search:200")
    v.add_argument("--games", type=int, default=400)
    v.add_argument("--store", required=True)
    v.add_argument("--seats", type=int, default=0, help="seats (0: the title's default)")
    v.add_argument("--jobs", type=int, default=1)
    v.add_argument("--c-puct", type=float, default=None, dest="c_puct",
                   help="the model's PUCT constant (default the library's 1.5)")
    v.add_argument("--quiet", action="store_true")
    c = sub.add_parser("calibrate", help="the model's iterations that cost the search's CPU time a move")
    c.add_argument("--title", default="march")
    c.add_argument("--scenario", type=int, default=1)
    c.add_argument("--seats", type=int, default=0)
    c.add_argument("--model", required=True)
    c.add_argument("--against", type=int, default=200, help="the built-in search's iterations")
    c.add_argument("--games", type=int, default=4)
    c.add_argument("--every", type=int, default=5)
    c.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    if a.cmd == "train":
        r = train(a)
        h = r["history"][-1] if r["history"] else {}
        print(json.dumps(h))
    elif a.cmd == "distill":
        print(json.dumps(distill(a.src, a.out, a.hidden, a.steps, a.batch, a.lr, a.seed, a.quiet,
                                 a.residual, a.scale, a.value_weight, a.target)))
    elif a.cmd == "calibrate":
        print(json.dumps(calibrate(a.title, a.scenario, a.seats, a.model, a.against, a.games, a.every,
                                   a.seed)))
    elif a.cmd == "export":
        print("%s: %d bytes" % (a.model, export(a.out, a.model, a.expected, a.playout)))
    else:
        r = evaluate(a.title, a.scenario, a.model, a.iterations, a.against, a.games, a.store,
                     a.jobs, a.quiet, a.seats, a.c_puct)
        print("%s vs %s: %d/%d wins, %.1f %% (95 %% Wilson %.1f-%.1f %%)" % (
            r["model"], r["against"], r["wins"], r["games"], 100 * r["rate"], 100 * r["lo"],
            100 * r["hi"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
