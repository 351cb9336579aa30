// examples/web/net.js: the page as the client of the play-by-web server
// (python3 -m weimar.server, doc/server.md).  A seat's link is
//   https://host/examples/web/#play=TOKEN
// (the token in the fragment, which browsers never send to a server or
// put in a Referer).  The page then plays that one seat: it connects to
// the server's WebSocket, says hello with the token, and draws what the
// server sends - that seat's view and log, its legal moves when it
// decides - with the page's own boards.  A move is sent with the move
// count it was chosen at; the server checks it with the library and
// answers with the new state, and every other seat's page is sent its own
// view at once.  Nothing here decides a rule: the page without a link
// (app.js, the library in WebAssembly) is unchanged.
//
// app.js calls start() when link() finds a token, and asks this module
// (state.net) at its few hooks: play, undo, save, the waiting text.

const TOKEN_RE = /^#play=([A-Za-z0-9_-]{16,128})$/;

/** The token of the page's link, or null (the page plays locally). */
export function link() {
  const m = TOKEN_RE.exec(location.hash);
  return m ? m[1] : null;
}

// The subset of weimar.Game that app.js's drawing reads, from the last
// state the server sent.
class RemoteGame {
  constructor(welcome) {
    this.title = welcome.title;
    this.seatCount = welcome.seat_count;
    this.mySeat = welcome.seat;
    this.st = null;
    this.entries = [];
  }
  update(st) {
    if (st.log_reset || st.log_since === 0) this.entries = st.log.slice();
    else this.entries = this.entries.filter((e) => e.move < st.log_since).concat(st.log);
    this.st = st;
  }
  get isOver() { return this.st.over; }
  get toMove() { return this.st.to_move; }
  get prompt() { return this.st.prompt; }
  get isSecret() { return this.st.secret; }
  seatName(seat) { return this.st.seats[seat]?.name ?? `seat ${seat}`; }
  seatNames() { return this.st.seats.map((s) => s.name); }
  // The server sends one view: this seat's (whatever viewer is asked for).
  view() { return this.st.view; }
  legalMoveList() { return this.st.moves; }
  history() { return { length: this.st.n }; }
  log(_viewer, since = 0) {
    return { entries: since > 0 ? this.entries.filter((e) => e.move >= since) : this.entries };
  }
  free() {}
}

class Net {
  constructor(token, page) {
    this.token = token;
    this.page = page;       // {state, startGame, render, $}
    this.game = null;
    this.ws = null;
    this.retry = 0;
    this.ref = 0;
    this.sending = false;   // a move sent and not answered yet
    this.message = "";
    this.closed = false;
  }

  connect() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.status("connecting");
    ws.onopen = () => {
      this.retry = 0;
      ws.send(JSON.stringify({ type: "hello", token: this.token })); // the whole log again: an undo may have happened meanwhile
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      this.receive(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.sending = false;
      if (this.closed) { this.status("closed"); return; }
      this.status("reconnecting");
      const wait = Math.min(10000, 500 * 2 ** this.retry++);
      setTimeout(() => this.connect(), wait);
    };
  }

  receive(msg) {
    const { state, $ } = this.page;
    switch (msg.type) {
      case "welcome":
        if (!this.game) this.game = new RemoteGame(msg);
        document.body.dataset.seat = String(msg.seat);
        break;
      case "state": {
        const first = !this.game.st;
        this.game.update(msg);
        this.sending = false;
        this.message = "";
        this.status("connected");
        document.body.dataset.n = String(msg.n);
        if (first) {
          const kinds = msg.seats.map((s) => (s.seat === this.game.mySeat ? "human" : "remote"));
          this.page.startGame(this.game, kinds);
        } else {
          if (msg.log_reset) state.log = { viewer: null, count: -1 };
          this.page.render();
        }
        break;
      }
      case "seats":
        if (this.game?.st) { this.game.st.seats = msg.seats; this.decorate(); }
        break;
      case "error":
        this.sending = false;
        this.message = `The server refused: ${msg.message}`;
        document.body.dataset.netError = msg.code;
        if (msg.code === "unknown_token") { this.closed = true; this.ws.close(); $("loading").textContent = "This link belongs to no game on this server."; $("loading").hidden = false; }
        if (msg.code === "stale") this.send({ type: "state" });
        this.decorate();
        break;
      default:
        break;
    }
  }

  send(msg) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    msg.ref = ++this.ref;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  // -- app.js's hooks ---------------------------------------------------------

  play(move) {
    const g = this.game;
    if (!g?.st || this.sending || g.isOver || g.toMove !== g.mySeat) return;
    if (this.send({ type: "move", move, n: g.st.n })) {
      this.sending = true;
      this.message = "Sent; waiting for the server";
      this.decorate();
    }
  }

  undo(agree = true) {
    const g = this.game;
    if (g?.st) this.send({ type: "undo", n: g.st.n, agree });
  }

  // The save and the full log come from the server once the game is over.
  async download(what) {
    const g = this.game;
    if (!g?.isOver) {
      this.message = "The save and the full log can be downloaded once the game is over.";
      this.decorate();
      return;
    }
    const res = await fetch(`/api/download/${what}`, { headers: { Authorization: `Bearer ${this.token}` } });
    if (!res.ok) { this.message = `Download refused (${res.status})`; this.decorate(); return; }
    const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? what;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(await res.blob());
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  // The prompt while another seat decides.
  waiting(v) {
    const g = this.game;
    const name = v.to_move_name ?? g.seatName(g.toMove);
    return g.mySeat < 0 ? `${name} to move (you are watching)` : `${name} to move; this page updates when they have moved`;
  }

  status(text) {
    document.body.dataset.net = text;
    this.connection = text;
    this.decorate();
  }

  // What render() leaves to us: the net bar (who is to move, who is
  // online, an undo under way), and the controls that mean something here.
  decorate() {
    const { $ } = this.page;
    const g = this.game;
    let bar = $("net");
    if (!bar) {
      bar = document.createElement("div");
      bar.id = "net";
      bar.setAttribute("role", "status");
      $("prompt").after(bar);
      bar.addEventListener("click", (ev) => {
        const b = ev.target.closest("button[data-net]");
        if (!b) return;
        if (b.dataset.net === "agree") this.undo(true);
        else if (b.dataset.net === "decline") this.undo(false);
        else this.download(b.dataset.net);
      });
    }
    for (const id of ["bot", "new", "speed"]) {
      const el = $(id);
      if (el) (el.closest("label") ?? el).hidden = true;
    }
    if (!g?.st) { bar.textContent = `Server: ${this.connection}`; return; }
    const st = g.st;
    const esc = (t) => String(t ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const me = g.mySeat >= 0 ? `You play ${esc(g.seatName(g.mySeat))}` : "You are watching";
    const who = st.over ? "The game is over" : g.toMove === g.mySeat ? "<strong>your move</strong>" : `${esc(st.to_move_name ?? g.seatName(g.toMove))} to move`;
    const seats = st.seats.map((s) => `<span class="net-seat" data-online="${s.online}">${esc(s.name)}${s.player !== "human" ? ` (${s.player === "np" ? "Non-player" : "bot"})` : s.online ? " &#9679;" : ""}</span>`).join(", ");
    let h = `<p>${me}; ${who}. Seats: ${seats}. Server: ${esc(this.connection)}.</p>`;
    if (st.undo && g.mySeat >= 0) {
      const agreed = st.undo.agreed.includes(g.mySeat);
      h += `<p id="net-undo">An undo back to move ${st.undo.to} is asked for; waiting for ${esc(st.undo.waiting.map((s) => g.seatName(s)).join(", ") || "nobody")}. `
        + (agreed ? "" : `<button type="button" data-net="agree">Agree</button> `) + `<button type="button" data-net="decline">Decline</button></p>`;
    }
    if (st.over) h += `<p><button type="button" data-net="save">Download the save</button> <button type="button" data-net="log">Download the full log</button></p>`;
    if (this.message) h += `<p id="net-message">${esc(this.message)}</p>`;
    bar.innerHTML = h;
    const undo = $("undo");
    if (undo) {
      undo.disabled = g.mySeat < 0;
      undo.title = "Ask every seat to take back the last decision of a person (all must agree)";
    }
  }
}

/** Plays the seat of `token` through the server; `page` is app.js's
 * {state, startGame, render, $}.  Returns the Net that app.js's hooks
 * call (state.net). */
export function start(token, page) {
  // The token stays in the fragment: a reload plays on; it is never sent
  // anywhere but in the WebSocket's hello.
  const net = new Net(token, page);
  page.$("setup").hidden = true;
  page.$("loading").textContent = "Connecting to the server...";
  page.$("loading").hidden = false;
  document.body.dataset.state = "connecting";
  net.connect();
  return net;
}
