-- bindings/lua/test.lua - tests of the Lua binding of libweimar.
--
-- Run from the top of the tree after building bindings/lua/weimar.so:
--   LUA_CPATH='bindings/lua/?.so;;' lua5.4 bindings/lua/test.lua
-- Prints "lua: N passed, M failed" and exits non-zero when M > 0.

local weimar = require "weimar"

local MARCH = weimar.MARCH_OF_PROGRESS
local SCENARIOS = 6
local MAX_MOVES = 100000

math.randomseed(20240601, 7)

local passed, failed = 0, 0

local function test(name, fn)
  local ok, err = xpcall(fn, debug.traceback)
  if ok then
    passed = passed + 1
  else
    failed = failed + 1
    io.stderr:write("FAIL ", name, ": ", tostring(err), "\n")
  end
end

local function fmt(v)
  if type(v) == "string" then return string.format("%q", v) end
  return tostring(v)
end

local function eq(a, b, what)
  if a ~= b then
    error((what or "value") .. ": expected " .. fmt(b) .. ", got " .. fmt(a), 2)
  end
end

local function same_list(a, b, what)
  eq(#a, #b, (what or "list") .. " length")
  for i = 1, #a do eq(a[i], b[i], (what or "list") .. "[" .. i .. "]") end
end

-- Calls f(...) expecting a raised library status; returns the error table.
local function raises_status(status, f, ...)
  local ok, err = pcall(f, ...)
  if ok then error("expected status " .. status .. ", call succeeded", 2) end
  if type(err) ~= "table" then
    error("expected a status table, got " .. type(err) .. ": " .. tostring(err), 2)
  end
  if getmetatable(err) ~= weimar.Error then error("status error lacks weimar.Error", 2) end
  if err.status ~= status then
    error("expected status " .. status .. ", got " .. tostring(err.status) ..
          " (" .. tostring(err.message) .. ")", 2)
  end
  eq(err.message, weimar.strerror(status), "message")
  -- "<where>weimar: [<detail>: ]<message> (status N)"
  local want = (err.where or "") .. "weimar: " .. (err.detail and err.detail .. ": " or "") ..
               err.message .. " (status " .. status .. ")"
  eq(tostring(err), want, "tostring")
  return err
end

-- Calls f(...) expecting a Lua string error that contains pattern pat.
local function raises_string(pat, f, ...)
  local ok, err = pcall(f, ...)
  if ok then error("expected an error matching '" .. pat .. "', call succeeded", 2) end
  if type(err) ~= "string" or not err:find(pat) then
    error("expected an error matching '" .. pat .. "', got " .. tostring(err), 2)
  end
end

local function new_game(scenario, seed, flags)
  return weimar.new(MARCH, {scenario = scenario, seed = seed or 1, flags = flags or 0})
end

local function contains(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

-- Plays g to the end with choose(g, legal) picking each move; returns the
-- number of moves applied.  Checks every step's basic contracts.
local function play_out(g, choose)
  local n = 0
  local seats = g:seat_count()
  while not g:is_over() do
    if n >= MAX_MOVES then error("game not over after " .. MAX_MOVES .. " moves") end
    local who = g:to_move()
    if not ((who >= 0 and who < seats) or who == weimar.CHANCE) then
      error("to_move " .. who .. " out of range while the game is on")
    end
    local legal = g:legal_moves()
    if #legal == 0 then error("no legal moves while the game is on (move " .. n .. ")") end
    for i = 2, #legal do
      if legal[i - 1] >= legal[i] then error("legal moves not increasing") end
    end
    local m = choose(g, legal)
    if not g:is_legal(m) then error("chosen move " .. fmt(m) .. " not legal") end
    g:apply(m)
    n = n + 1
  end
  eq(g:to_move(), weimar.NOBODY, "to_move when over")
  eq(#g:legal_moves(), 0, "legal moves when over")
  return n
end

local function random_choice(_, legal) return legal[math.random(#legal)] end

-- Applies up to n random moves, fewer if the game ends first.
local function advance(g, n)
  for _ = 1, n do
    if g:is_over() then return end
    g:apply(random_choice(g, g:legal_moves()))
  end
end

local function check_outcome(g)
  local out = g:outcome()
  eq(#out, g:seat_count(), "outcome length")
  for i, v in ipairs(out) do
    if v ~= weimar.WIN and v ~= weimar.DRAW and v ~= weimar.LOSS then
      error("outcome[" .. i .. "] = " .. tostring(v))
    end
  end
  return out
end

-- A move id that is not legal now (there is always one: the action space
-- is larger than any single decision).
local function some_illegal(g)
  for m = 0, g:action_count() - 1 do
    if not g:is_legal(m) then return m end
  end
  error("every move is legal")
end

------------------------------------------------------------------------
-- Module
------------------------------------------------------------------------

test("module constants", function()
  eq(MARCH, 1, "MARCH_OF_PROGRESS")
  eq(weimar.FRIEDRICH_EBERT, 2); eq(weimar.WEIMAR_REPUBLIC, 3)
  eq(weimar.DEMOCRACY_UNDER_SIEGE, 4)
  eq(weimar.CHANCE, -2); eq(weimar.NOBODY, -1)
  eq(weimar.OMNISCIENT, -3); eq(weimar.SPECTATOR, -4)
  eq(weimar.OPT_EXTERNAL_DICE, 1); eq(weimar.OPT_NO_HISTORY, 2)
  eq(weimar.WIN, 1); eq(weimar.DRAW, 0); eq(weimar.LOSS, -1)
  eq(weimar.OK, 0); eq(weimar.EINVAL, -1); eq(weimar.EILLEGAL, -2)
  eq(weimar.ENOMEM, -3); eq(weimar.ECORRUPT, -4); eq(weimar.EVERSION, -5)
  eq(weimar.ERANGE, -6); eq(weimar.EOVER, -7)
  eq(weimar.march.POLITICS, 6); eq(weimar.march.NEUTRAL, 2)
end)

test("version", function()
  local v = weimar.version()
  eq(type(v), "string")
  eq(v, string.format("%d.%d.%d", weimar.VERSION_MAJOR, weimar.VERSION_MINOR,
                      weimar.VERSION_PATCH), "version")
end)

test("strerror", function()
  local seen = {}
  for code = -7, 0 do
    local s = weimar.strerror(code)
    eq(type(s), "string")
    if #s == 0 then error("empty text for " .. code) end
    if seen[s] then error("status " .. code .. " shares its text with " .. seen[s]) end
    seen[s] = code
  end
  eq(type(weimar.strerror(-1000)), "string", "unknown code")
  eq(type(weimar.strerror(math.maxinteger)), "string", "huge code")
end)

test("titles", function()
  eq(weimar.title_available(MARCH), true)
  eq(type(weimar.title_name(MARCH)), "string")
  eq(weimar.title_name(99), nil)
  eq(weimar.title_available(0), false)
end)

test("new rejects bad arguments", function()
  raises_status(weimar.EINVAL, weimar.new, 0)
  raises_status(weimar.EINVAL, weimar.new, 99)
  raises_status(weimar.EINVAL, weimar.new, math.mininteger)
  raises_status(weimar.EINVAL, weimar.new, MARCH, {scenario = 7})
  raises_status(weimar.EINVAL, weimar.new, MARCH, {scenario = -1})
  raises_status(weimar.EINVAL, weimar.new, MARCH, {flags = 0x8000})
  raises_string("unknown option 'sead'", weimar.new, MARCH, {sead = 1})
  raises_string("option 'seed' must be an integer", weimar.new, MARCH, {seed = "x"})
  raises_string("option 'scenario' must be an integer", weimar.new, MARCH, {scenario = 1.5})
  raises_string("option 'flags' out of range", weimar.new, MARCH, {flags = -1})
  raises_string("option 'scenario' out of range", weimar.new, MARCH, {scenario = 1 << 40})
  raises_string("option names must be strings", weimar.new, MARCH, {1})
  raises_string("number expected", weimar.new)
  raises_string("table expected", weimar.new, MARCH, 5)
end)

test("new with defaults", function()
  local g = weimar.new(MARCH)
  eq(g:title(), MARCH, "title")
  eq(g:seat_count(), 2, "seats")
  if g:action_count() <= 0 then error("no actions") end
  if g:state_size() <= 0 then error("empty state") end
  eq(g:is_over(), false)
  eq(g:is_secret(), true, "the first card is chosen face down")
  eq(g:check(), true)
  g:close()
  local h = weimar.new(MARCH, nil)
  eq(h:hash(), weimar.new(MARCH, {}):hash(), "nil options = empty options")
end)

------------------------------------------------------------------------
-- Random games
------------------------------------------------------------------------

for sc = 1, SCENARIOS do
  test("random game, scenario " .. sc, function()
    for seed = 1, 3 do
      local g <close> = new_game(sc, seed * 1000 + sc)
      eq(g:seat_count(), sc == 6 and 3 or 2, "seat count")
      for s = 0, g:seat_count() - 1 do
        eq(type(g:seat_name(s)), "string", "seat_name(" .. s .. ")")
      end
      raises_status(weimar.EINVAL, g.seat_name, g, g:seat_count())
      same_list(g:seat_names(), (function()
        local t = {}
        for s = 0, g:seat_count() - 1 do t[#t + 1] = g:seat_name(s) end
        return t
      end)(), "seat_names")
      local n = play_out(g, function(game, legal)
        if seed == 1 then
          -- every step of one game: is_legal agrees with legal_moves, and
          -- the invariants hold
          local set = {}
          for _, m in ipairs(legal) do set[m] = true end
          for m = 0, game:action_count() - 1 do
            if game:is_legal(m) ~= (set[m] == true) then
              error("is_legal(" .. m .. ") disagrees with legal_moves at " .. game:prompt())
            end
          end
          game:check()
        end
        -- apply by name one time in four
        local m = random_choice(game, legal)
        if math.random(4) == 1 then return game:move_name(m) end
        return m
      end)
      eq(g:prompt(), "game over", "prompt when over")
      eq(#g:history(), n, "history length")
      check_outcome(g)
      eq(g:check(), true)
      raises_status(weimar.EOVER, g.apply, g, 0)
      raises_status(weimar.EOVER, g.bot_move, g)
    end
  end)

  test("bot game, scenario " .. sc, function()
    local g <close> = new_game(sc, 77 + sc)
    play_out(g, function(game, _)
      local m = game:bot_move()
      eq(game:bot_move(), m, "bot_move deterministic")
      return m
    end)
    check_outcome(g)
  end)

  test("external dice, scenario " .. sc, function()
    local g <close> = new_game(sc, 5, weimar.OPT_EXTERNAL_DICE)
    local chance = 0
    local n = play_out(g, function(game, legal)
      if game:to_move() == weimar.CHANCE then chance = chance + 1 end
      return random_choice(game, legal)
    end)
    eq(#g:history(), n, "history includes chance moves")
    check_outcome(g)
    -- The Thirty Years War starts with a roll for the initiative (Set-up 6)
    if sc == 1 and chance == 0 then error("no die rolled by CHANCE") end
  end)
end

test("replaying the history reproduces the game", function()
  for sc = 1, SCENARIOS do
    local g <close> = new_game(sc, 4242)
    play_out(g, random_choice)
    local r <close> = new_game(sc, 4242)
    for _, m in ipairs(g:history()) do r:apply(m) end
    eq(r:hash(), g:hash(), "hash after replay, scenario " .. sc)
    same_list(r:outcome(), g:outcome(), "outcome")
  end
end)

test("same seed, same game", function()
  local a <close> = new_game(3, 99)
  local b <close> = new_game(3, 99)
  eq(a:hash(), b:hash(), "initial hash")
  while not a:is_over() do
    local m = a:bot_move()
    a:apply(m); b:apply(m)
    eq(a:hash(), b:hash(), "hash")
  end
end)

test("no history option", function()
  local g <close> = new_game(1, 3, weimar.OPT_NO_HISTORY)
  advance(g, 10)
  eq(#g:history(), 0, "history with OPT_NO_HISTORY")
end)

------------------------------------------------------------------------
-- Moves
------------------------------------------------------------------------

test("illegal moves raise EILLEGAL and leave the game unchanged", function()
  for sc = 1, SCENARIOS do
    local g <close> = new_game(sc, 11)
    for _ = 1, 50 do
      if g:is_over() then break end
      local h, s, hist = g:hash(), g:save(), #g:history()
      local bad = some_illegal(g)
      eq(g:is_legal(bad), false)
      raises_status(weimar.EILLEGAL, g.apply, g, bad)
      raises_status(weimar.EILLEGAL, g.apply, g, g:move_name(bad))
      raises_status(weimar.EILLEGAL, g.apply, g, g:action_count())
      raises_status(weimar.EILLEGAL, g.apply, g, -1)
      raises_status(weimar.EILLEGAL, g.apply, g, 1 << 32)
      raises_status(weimar.EILLEGAL, g.apply, g, math.maxinteger)
      eq(g:is_legal(-1), false); eq(g:is_legal(1 << 32), false)
      eq(g:hash(), h, "hash after illegal move")
      eq(g:save(), s, "save after illegal move")
      eq(#g:history(), hist, "history after illegal move")
      g:apply(random_choice(g, g:legal_moves()))
    end
  end
end)

test("apply checks its argument", function()
  local g <close> = new_game(1)
  raises_string("integer or string expected", g.apply, g, nil)
  raises_string("integer or string expected", g.apply, g, {})
  raises_string("number has no integer representation", g.apply, g, 0.5)
  raises_status(weimar.EINVAL, g.apply, g, "no such move")
  raises_status(weimar.EINVAL, g.apply, g, "")
  eq(g:is_legal("no such move"), false, "is_legal of an unknown name")
  eq(g:is_legal(g:move_name(g:legal_moves()[1])), true, "is_legal by name")
  eq(g:is_legal(g:move_name(g:legal_moves()[1]) .. "\0"), false, "is_legal with a NUL")
  local legal = g:legal_moves()
  raises_status(weimar.EINVAL, g.apply, g, g:move_name(legal[1]) .. "\0junk")
  -- a float with an integer value is an integer in Lua 5.4
  local h = g:hash()
  g:apply(legal[1] + 0.0)
  if g:hash() == h and not g:is_over() then
    io.stderr:write("note: applying a move left the hash unchanged\n")
  end
end)

test("names round trip", function()
  for sc = 1, SCENARIOS do
    local g <close> = new_game(sc, 8)
    local seen = {}
    for m = 0, g:action_count() - 1 do
      local name = g:move_name(m)
      eq(type(name), "string")
      if #name == 0 or #name >= weimar.MOVE_NAME_MAX then error("bad name length: " .. fmt(name)) end
      if seen[name] then
        error("scenario " .. sc .. ": moves " .. seen[name] .. " and " .. m .. " share the name " .. fmt(name))
      end
      seen[name] = m
      eq(g:parse_move(name), m, "parse(" .. name .. ")")
      eq(g:parse_move(name:upper()), m, "parse(upper " .. name .. ")")
      eq(g:parse_move("  " .. name:gsub(" ", "   ") .. " "), m, "parse(spaced " .. name .. ")")
      eq(g:parse_move("#" .. m), m, "parse(#" .. m .. ")")
    end
    raises_status(weimar.EINVAL, g.move_name, g, g:action_count())
    raises_status(weimar.EINVAL, g.move_name, g, -1)
    raises_status(weimar.EINVAL, g.parse_move, g, "no such move")
    -- issue 37: the board's spellings (the Republic's "space München")
    do
      local r <close> = weimar.new(weimar.WEIMAR_REPUBLIC, {scenario = 1, seed = 1})
      eq(r:move_name(r:parse_move("space München")), "space Muenchen", "parse(space München)")
      eq(r:move_name(r:parse_move("space thuringen")), "space Thueringen", "parse(space thuringen)")
      -- labels (since 1.3): the text a person reads, parsed back, applied by label
      local saw_event = false
      for _ = 1, 400 do
        if r:is_over() then break end
        local legal, labels = r:legal_moves(), r:legal_move_labels()
        eq(#labels, #legal, "legal_move_labels length")
        for i = 1, #legal do
          eq(r:move_label(legal[i]), labels[i], "move_label " .. i)
          eq(r:parse_move(labels[i]), legal[i], "parse(label " .. labels[i] .. ")")
          if labels[i]:find("^Event: #") then saw_event = true end
        end
        r:apply(labels[1])
      end
      eq(saw_event, true, "an Event move labelled 'Event: #...'")
      local r2 <close> = weimar.new(weimar.WEIMAR_REPUBLIC, {scenario = 1, seed = 1})
      local bad = 0
      while r2:is_legal(bad) do bad = bad + 1 end
      raises_status(weimar.EILLEGAL, r2.move_label, r2, bad)
      raises_status(weimar.EINVAL, r2.move_label, r2, r2:action_count())
    end
    raises_status(weimar.EINVAL, g.parse_move, g, "#" .. g:action_count())
    raises_string("string expected", g.parse_move, g, {})
    -- legal_move_names matches legal_moves, along a game
    for _ = 1, 40 do
      if g:is_over() then break end
      local legal, names = g:legal_moves(), g:legal_move_names()
      eq(#names, #legal, "legal_move_names length")
      for i = 1, #legal do eq(names[i], g:move_name(legal[i]), "legal name " .. i) end
      g:apply(names[math.random(#names)])
    end
  end
end)

test("prompt and seats", function()
  local g <close> = new_game(6, 2)
  eq(type(g:prompt()), "string")
  if #g:prompt() == 0 then error("empty prompt") end
  eq(g:seat_count(), 3)
  raises_status(weimar.EINVAL, g.seat_name, g, -99)
  raises_status(weimar.EINVAL, g.seat_name, g, weimar.NOBODY)
  raises_status(weimar.EINVAL, g.seat_name, g, 1 << 40)
  eq(#g:seat_names(), 3)
  local who = g:to_move()
  if who >= 0 then eq(type(g:seat_name(who)), "string") end
  eq(type(g:seat_name(weimar.CHANCE)), "string", "seat_name(CHANCE)")
end)

test("outcome before the end raises EILLEGAL", function()
  local g <close> = new_game(2)
  raises_status(weimar.EILLEGAL, g.outcome, g)
end)

test("bot_move is legal and changes nothing", function()
  local g <close> = new_game(4, 6)
  for _ = 1, 100 do
    if g:is_over() then break end
    local h = g:hash()
    local m = g:bot_move()
    eq(g:hash(), h, "hash after bot_move")
    eq(g:is_legal(m), true, "bot move legal")
    g:apply(m)
  end
end)

------------------------------------------------------------------------
-- Views, save and load, clone
------------------------------------------------------------------------

test("views", function()
  for sc = 1, SCENARIOS do
    local g <close> = new_game(sc, 21)
    advance(g, 30)
    local viewers = {weimar.SPECTATOR, weimar.OMNISCIENT}
    for s = 0, g:seat_count() - 1 do viewers[#viewers + 1] = s end
    for _, v in ipairs(viewers) do
      local j = g:view(v)
      eq(type(j), "string")
      if not j:match("^%s*{") or not j:match("}%s*$") then
        error("view(" .. v .. ") is not a JSON object: " .. j:sub(1, 80))
      end
      if j:find("\0", 1, true) then error("NUL in view") end
    end
    raises_status(weimar.EINVAL, g.view, g, g:seat_count())
    raises_status(weimar.EINVAL, g.view, g, -5)
    raises_status(weimar.EINVAL, g.view, g, 1 << 40)
    raises_string("number expected", g.view, g, "x")
    eq(g:view(), g:view(weimar.SPECTATOR), "view() is the spectator's view")
  end
end)

test("save and load round trip", function()
  for sc = 1, SCENARIOS do
    local g <close> = new_game(sc, 31)
    for step = 0, 60 do
      if g:is_over() then break end
      if step % 10 == 0 then
        local s = g:save()
        eq(type(s), "string")
        local r <close> = weimar.load(s)
        eq(r:hash(), g:hash(), "hash after load")
        eq(r:to_move(), g:to_move(), "to_move after load")
        eq(r:seat_count(), g:seat_count(), "seats after load")
        eq(r:title(), g:title(), "title after load")
        same_list(r:history(), g:history(), "history after load")
        same_list(r:legal_moves(), g:legal_moves(), "legal moves after load")
        eq(r:save(), s, "save of the loaded game")
        eq(r:check(), true)
        -- the loaded game goes on exactly like the original (dice included)
        local c <close> = g:clone()
        for _ = 1, 20 do
          if c:is_over() then break end
          local m = c:bot_move()
          c:apply(m); r:apply(m)
          eq(r:hash(), c:hash(), "hash after a move on the loaded game")
        end
      end
      g:apply(random_choice(g, g:legal_moves()))
    end
  end
end)

test("save and load of a finished game", function()
  local g <close> = new_game(5, 41)
  play_out(g, random_choice)
  local r <close> = weimar.load(g:save())
  eq(r:is_over(), true)
  same_list(r:outcome(), g:outcome(), "outcome after load")
  eq(r:hash(), g:hash())
end)

test("damaged saves raise ECORRUPT", function()
  local g <close> = new_game(2, 51)
  advance(g, 25)
  local s = g:save()
  local h = g:hash()
  raises_status(weimar.ECORRUPT, weimar.load, "")
  for _, n in ipairs({1, 4, 8, #s // 2, #s - 1}) do
    if n < #s then raises_status(weimar.ECORRUPT, weimar.load, s:sub(1, n)) end
  end
  raises_status(weimar.ECORRUPT, weimar.load, string.rep("\0", #s))
  raises_status(weimar.ECORRUPT, weimar.load, "not a saved game at all")
  -- a flipped byte past the header is caught by the checksum or the checks
  local i = #s // 2
  local bad = s:sub(1, i - 1) .. string.char(s:byte(i) ~ 0x5a) .. s:sub(i + 1)
  raises_status(weimar.ECORRUPT, weimar.load, bad)
  raises_string("string expected", weimar.load, 42)
  raises_string("string expected", weimar.load)
  eq(g:hash(), h, "the source game is untouched")
end)

test("clones are independent", function()
  local g <close> = new_game(3, 61)
  advance(g, 5)
  if g:is_over() then error("game over too soon for this test") end
  local c <close> = g:clone()
  eq(c:hash(), g:hash(), "hash of the clone")
  same_list(c:history(), g:history(), "history of the clone")
  local h, hist = g:hash(), #g:history()
  local m = random_choice(c, c:legal_moves())
  c:apply(m)
  eq(g:hash(), h, "original's hash after a move on the clone")
  eq(#g:history(), hist, "original's history after a move on the clone")
  eq(#c:history(), hist + 1)
  g:apply(m)
  eq(g:hash(), c:hash(), "same move, same state")
  c:close()
  eq(g:check(), true, "original alive after the clone is closed")
  advance(g, 1)
end)

test("copy_from", function()
  local a <close> = new_game(4, 71)
  local b <close> = new_game(4, 72)
  advance(a, 15)
  b:copy_from(a)
  eq(b:hash(), a:hash(), "hash after copy_from")
  same_list(b:history(), a:history(), "history after copy_from")
  advance(b, 3)
  local h = a:hash()
  a:copy_from(a)
  eq(a:hash(), h, "copy_from itself")
  local c <close> = new_game(1, 1)
  c:copy_from(a)
  eq(c:hash(), a:hash(), "copy_from another scenario of the title")
  raises_string("weimar%.Game expected", a.copy_from, a, {})
  local closed = new_game(1)
  closed:close()
  raises_string("closed weimar%.Game", a.copy_from, a, closed)
end)

test("hash is a 64-bit integer", function()
  local g <close> = new_game(1, 1)
  eq(math.type(g:hash()), "integer")
  eq(#string.format("%016x", g:hash()), 16)
end)

------------------------------------------------------------------------
-- Every available title (discovered, so new titles are covered here)
------------------------------------------------------------------------

local function title_configs()
  local out = {}
  for t = 1, 16 do
    if weimar.title_available(t) then
      local sc = 1
      while sc < 100 and pcall(weimar.new, t, {scenario = sc, seed = 1}) do
        out[#out + 1] = {title = t, scenario = sc}
        sc = sc + 1
      end
    end
  end
  return out
end

test("every title: whole seeded games with saves, clones and names", function()
  local configs = title_configs()
  if #configs < 6 then error("expected at least March's 6 scenarios, found " .. #configs) end
  for _, c in ipairs(configs) do
    for seed = 1, 2 do
      local g = weimar.new(c.title, {scenario = c.scenario, seed = seed})
      local step = 0
      play_out(g, function(game, legal)
        step = step + 1
        local m = legal[math.random(#legal)]
        eq(game:parse_move(game:move_name(m)), m, "name round trip")
        if not contains(legal, game:bot_move()) then error("bot move not legal") end
        if step % 23 == 1 then
          eq(game:check(), true)
          local data = game:save()
          local back = weimar.load(data)
          eq(back:hash(), game:hash(), "load hash")
          eq(back:save(), data, "save of load")
          eq(game:clone():hash(), game:hash(), "clone hash")
          for seat = 0, game:seat_count() - 1 do
            if type(game:view(seat)) ~= "string" then error("view is not a string") end
          end
        end
        return m
      end)
      local out = check_outcome(g)
      if c.title == weimar.FRIEDRICH_EBERT then
        for i = 2, #out do eq(out[i], out[1], "cooperative outcome shared") end
      end
      g:close()
    end
  end
end)

------------------------------------------------------------------------
-- Handles
------------------------------------------------------------------------

test("close twice, use after close", function()
  local g = new_game(1)
  eq(g:is_closed(), false)
  g:close()
  g:close()
  eq(g:is_closed(), true)
  eq(tostring(g):match("^weimar%.Game %(closed%)") ~= nil, true, "tostring of a closed game")
  local methods = {"clone", "title", "seat_count", "action_count", "to_move",
    "legal_moves", "legal_move_names", "seat_names", "prompt", "is_over", "outcome",
    "history", "save", "hash", "check", "bot_move", "state_size"}
  for _, name in ipairs(methods) do
    raises_string("closed weimar%.Game", g[name], g)
  end
  raises_string("closed weimar%.Game", g.seat_name, g, 0)
  raises_string("closed weimar%.Game", g.is_legal, g, 0)
  raises_string("closed weimar%.Game", g.apply, g, 0)
  raises_string("closed weimar%.Game", g.move_name, g, 0)
  raises_string("closed weimar%.Game", g.parse_move, g, "pass")
  raises_string("closed weimar%.Game", g.view, g, weimar.SPECTATOR)
  raises_string("closed weimar%.Game", g.copy_from, g, new_game(1))
end)

test("methods check self", function()
  local g <close> = new_game(1)
  raises_string("weimar%.Game expected", g.hash, {})
  raises_string("weimar%.Game expected", g.hash, nil)
  raises_string("weimar%.Game expected", g.close, io.stdout)
  raises_string("weimar%.Game expected", getmetatable(g).__gc, 1)
end)

test("tostring", function()
  local g <close> = new_game(6)
  local s = tostring(g)
  if not s:match("^weimar%.Game %(") or not s:find("3 seats", 1, true) then
    error("tostring: " .. s)
  end
end)

test("to-be-closed variable", function()
  local outside
  do
    local g <close> = weimar.new(MARCH, {scenario = 1, seed = 3})
    outside = g
    g:apply(g:legal_moves()[1])
  end
  raises_string("closed weimar%.Game", outside.hash, outside)
  -- closed on error too
  local ok = pcall(function()
    local g <close> = weimar.new(MARCH)
    outside = g
    error("boom")
  end)
  eq(ok, false)
  raises_string("closed weimar%.Game", outside.hash, outside)
end)

test("garbage collection of open games", function()
  for i = 1, 200 do
    local g = new_game(i % SCENARIOS + 1, i)
    g:apply(g:legal_moves()[1])
    local c = g:clone()
    c:apply(c:legal_moves()[1])
    if i % 3 == 0 then c:close() end
  end
  collectgarbage()
  collectgarbage()
end)

test("uncaught status errors print their message", function()
  local ok, err = pcall(weimar.new, 99)
  eq(ok, false)
  eq(tostring(err), "weimar: bad argument #1 to 'new' (title: 99 is not a title (1 The March of Progress, " ..
     "2 Friedrich Ebert, 3 The Weimar Republic, 4 Democracy under Siege)): " ..
     weimar.strerror(weimar.EINVAL) .. " (status -1)")
end)

-- Errors say where they were raised (as error() does) and which argument
-- was refused, and still carry the status.
local function raised(f)
  local ok, err = pcall(f)
  eq(ok, false, "the call failed")
  eq(getmetatable(err), weimar.Error, "a weimar.Error")
  return err, tostring(err)
end

test("errors name the position and the argument", function()
  local line = debug.getinfo(1, "l").currentline
  local err, text = raised(function() weimar.new(MARCH, {scenario = 7}) end)
  eq(err.status, weimar.EINVAL)
  eq(err.argument, 2, "argument")
  if err.where:sub(-#("test.lua:" .. (line + 1) .. ": ")) ~= "test.lua:" .. (line + 1) .. ": " then
    error("where: " .. err.where)
  end
  if not text:find("^.-test%.lua:%d+: weimar: bad argument #2 to 'new' %(options%.scenario: 7 is not 1%-6 for The March of Progress%)") then
    error("unexpected text: " .. text)
  end
  eq(err.reason, "options.scenario: 7 is not 1-6 for The March of Progress", "reason")
  local g <close> = new_game(1, 1)
  err, text = raised(function() g:apply(9999) end)
  eq(err.status, weimar.EILLEGAL)
  if not text:find("bad argument #1 to 'apply' %(9999 is no move id", 1) then error(text) end
  local m = 0
  while g:is_legal(m) do m = m + 1 end
  err, text = raised(function() g:apply(m) end)
  if not text:find("bad argument #1 to 'apply' %(move " .. m .. " '.-' is not legal now") then error(text) end
  err, text = raised(function() g:apply("no such move") end)
  eq(err.status, weimar.EINVAL)
  if not text:find("bad argument #1 to 'apply' %(no move named 'no such move'%)") then error(text) end
  err, text = raised(function() g:move_name(-1) end)
  if not text:find("bad argument #1 to 'move_name' %(%-1 is no move id") then error(text) end
  err, text = raised(function() g:parse_move("xyzzy") end)
  if not text:find("bad argument #1 to 'parse_move' %(no move named 'xyzzy'%)") then error(text) end
  err, text = raised(function() g:seat_name(5) end)
  if not text:find("bad argument #1 to 'seat_name' %(no seat 5") then error(text) end
  err, text = raised(function() g:view(17) end)
  if not text:find("bad argument #1 to 'view' %(no viewer 17") then error(text) end
  err, text = raised(function() weimar.load("garbage") end)
  eq(err.status, weimar.ECORRUPT)
  if not text:find("bad argument #1 to 'load' %(save: 7 bytes is too short for a save") then error(text) end
  err, text = raised(function() weimar.new(MARCH, {flags = 0x8000}) end)
  if not text:find("options%.flags: 0x8000 are no flags") then error(text) end
  if weimar.title_available(weimar.FRIEDRICH_EBERT) then
    local e <close> = weimar.new(weimar.FRIEDRICH_EBERT)
    err, text = raised(function() g:copy_from(e) end)
    if not text:find("bad argument #1 to 'copy_from' %(a game of Friedrich Ebert") then error(text) end
  end
  -- error() as a script writes it: the position of the call in the message.
  local ok, msg = pcall(function() error(tostring(raised(function() g:apply(9999) end))) end)
  eq(ok, false)
  if not msg:find("test%.lua:%d+: weimar: ") then error(msg) end
end)

test("game log", function()
  -- The March of Progress, Example of Play (as tests/check_log.c)
  local g = weimar.new(MARCH, {scenario = 1, seed = 1, flags = weimar.OPT_EXTERNAL_DICE})
  for _, name in ipairs({"roll 6", "roll 1", "play MOVE1", "play RECRUIT", "move 1 Blue>Neutral",
                         "play STRENGTH", "play MOVE2", "move 2 Orange>Neutral", "reduce Blue",
                         "play ATTACK+1", "play ATTACK+1", "first Blue", "attack Neutral",
                         "discard MOVE2"}) do
    g:apply(name)
  end
  local function texts(log)
    local t = {}
    for _, e in ipairs(log) do t[e.text] = e end
    return t
  end
  local all = texts(g:log(weimar.OMNISCIENT))
  local combat = all["Combat in Neutral: Blue 3 (1 army x 2 + 1 bonus) against Orange 2: Blue wins; Orange loses 2 armies"]
  if not combat then error("no combat line") end
  eq(combat.kind, "combat")
  eq(combat.seat, weimar.NOBODY)
  eq(combat.move, #g:history() - 1)
  if not combat.fields:find('"attacker_strength":3', 1, true) then error(combat.fields) end
  local orange = texts(g:log(1))
  eq(orange["Blue: play MOVE1 (secret)"], nil)
  if not orange["Blue decides in secret (choose an action card (face down; not SCORE yet: it needs a card in your discard pile))"] then error("no redacted line") end
  -- since, JSON, errors
  local n = #g:history()
  eq(#g:log(weimar.SPECTATOR, n), 0)
  for _, e in ipairs(g:log(weimar.SPECTATOR, 5)) do
    if e.move < 5 then error("entry before since") end
  end
  local j = g:log_json(weimar.SPECTATOR, 2)
  if not j:find('^{"viewer":%-4,"since":2,"entries":%[') then error(j:sub(1, 60)) end
  raises_status(weimar.ERANGE, g.log, g, weimar.SPECTATOR, n + 1)
  raises_status(weimar.EINVAL, g.log, g, weimar.SPECTATOR, -1)
  raises_status(weimar.EINVAL, g.log, g, 2)
  local h = weimar.new(MARCH, {seed = 2, flags = weimar.OPT_NO_HISTORY})
  h:apply(h:legal_moves()[1])
  raises_status(weimar.EILLEGAL, h.log, h, 0)
  -- a clone and a loaded save have the same log
  eq(weimar.load(g:save()):log_json(0), g:log_json(0))
  eq(g:clone():log_json(weimar.OMNISCIENT), g:log_json(weimar.OMNISCIENT))
  collectgarbage()
end)

test("content packs (issue 19)", function()
  for _, t in ipairs({weimar.FRIEDRICH_EBERT, weimar.WEIMAR_REPUBLIC, weimar.DEMOCRACY_UNDER_SIEGE}) do
    local text = weimar.builtin_content(t)
    local pack = weimar.content(text)
    eq(pack:title(), t, "pack title")
    eq(pack:text(), text, "canonical text")
    local a = weimar.new(t, {seed = 9})
    local b = weimar.new(t, {seed = 9, content = pack})
    pack:close() -- the game keeps its own reference
    eq(b:content_hash(), weimar.content(text):hash(), "game's pack")
    eq(a:content_hash(), 0, "built-in")
    for _ = 1, 150 do
      if a:is_over() then break end
      local m = a:bot_move()
      eq(b:bot_move(), m, "same bot move")
      a:apply(m); b:apply(m)
      eq(b:hash(), a:hash(), "same state")
    end
  end
  -- a refused pack: ECONTENT, the card and the field in the detail
  local bad = '{"format":"libweimar-content","version":1,"title":"siege","cards":[{"code":"N31","pp":9}]}'
  local err = raises_status(weimar.ECONTENT, weimar.content, bad)
  if not err.detail:find('card N31: field "pp"', 1, true) then error(err.detail) end
  raises_status(weimar.EINVAL, weimar.builtin_content, MARCH)
  -- an edited card; its saves load only with its pack
  local edited = weimar.content(weimar.builtin_content(weimar.FRIEDRICH_EBERT):gsub(
    '{"number":13,"name":"Wahl in den Parteivorstand","text":"[^"]*","reconstructed":true,"instructions":%[[^%]]*%]}',
    '{"number":13,"name":"Wahl in den Parteivorstand","text":"Edited","instructions":[{"op":"gain","marker":"Joker","count":3}]}'))
  if not edited:text():find('"text":"Edited"', 1, true) then error("edit not applied") end
  local g = weimar.new(weimar.FRIEDRICH_EBERT, {seed = 3, content = edited})
  for _ = 1, 20 do g:apply(g:bot_move()) end
  local data = g:save()
  raises_status(weimar.ECONTENT, weimar.load, data)
  eq(weimar.load(data, edited):hash(), g:hash(), "loaded with its pack")
  raises_status(weimar.EINVAL, weimar.new, weimar.DEMOCRACY_UNDER_SIEGE, {content = edited})
  local ok = pcall(weimar.new, weimar.FRIEDRICH_EBERT, {content = "no"})
  eq(ok, false, "a string is no pack")
  edited:close()
  ok = pcall(edited.text, edited)
  eq(ok, false, "closed pack")
  collectgarbage()
end)

test("constants from wm_constants_json (issue 23)", function()
  local c = weimar.constants
  eq(type(c), "table")
  -- every title, scenario, seat and flag of the JSON is a module constant
  for _, t in ipairs(c.titles) do
    local mod = weimar[t.short_name]
    eq(type(mod), "table", t.short_name)
    eq(weimar[t.key], t.id, t.key)
    eq(mod.ID, t.id)
    for _, group in ipairs({"scenarios", "seats", "flags", "other"}) do
      for _, r in ipairs(t[group]) do
        eq(mod[r.name], r.value, t.short_name .. "." .. r.name)
      end
    end
  end
  for _, r in ipairs(c.status) do eq(weimar[r.name], r.value, r.name) end
  for _, r in ipairs(c.options) do eq(weimar["OPT_" .. r.name], r.value, r.name) end
  -- and every #define of a title header's scenario, seat and flag sections
  -- is in the JSON (the header is read when the tests run in the tree)
  local dir = (debug.getinfo(1, "S").source:match("^@(.*)/bindings/lua/") or ".")
  for _, t in ipairs(c.titles) do
    local f = io.open(dir .. "/include/weimar/" .. t.short_name .. ".h")
    if f then
      local want, section = {}, false
      for line in f:lines() do
        if line:find("@name") then
          section = line:find("@name%s+Scenarios") or line:find("@name%s+Chapters")
            or line:find("@name%s+Seats") or line:find("@name%s+Option flags")
        end
        local name, expr = line:match("^#define%s+(WM_[%w_]+)%s+([^/]-)%s*/?%*?")
        if name and (section or expr:find("WM_OPT_TITLE_SHIFT")) then want[name] = true end
      end
      f:close()
      local have = {}
      for _, group in ipairs({"scenarios", "seats", "flags", "other"}) do
        for _, r in ipairs(t[group]) do if r.c then have[r.c] = r.value end end
      end
      for name in pairs(want) do
        if have[name] == nil then error(name .. " of weimar/" .. t.short_name .. ".h is not in wm_constants_json") end
      end
    end
  end
  -- titles by name, Siege's flags, and the view's default viewer
  local g <close> = weimar.new("siege", {flags = weimar.siege.ADVANCED, seats = 2})
  eq(g:title(), weimar.DEMOCRACY_UNDER_SIEGE)
  eq(weimar.new("Democracy under Siege"):title(), weimar.DEMOCRACY_UNDER_SIEGE)
  eq(g:view(), g:view(weimar.SPECTATOR))
  local err = raises_status(weimar.EINVAL, weimar.new, "siege", {seats = 5})
  eq(err.reason, "options.seats: 5 is not 2 or 3 for Democracy under Siege")
  eq(weimar.last_error(), err.reason)
  err = raises_status(weimar.ECORRUPT, weimar.load, "WMSV" .. string.rep("\0", 60))
  if not err.reason:find("^save: ") then error(err.reason) end
end)

test("models: load, search with one, refusals (doc/model-format.md)", function()
  local dir = (arg and arg[0] or ""):match("^(.*)/bindings/lua/[^/]*$") or "."
  local f = assert(io.open(dir .. "/models/march.wmml", "rb"))
  local bytes = f:read("a")
  f:close()
  local m <close> = weimar.model(bytes)
  eq(m:title(), weimar.MARCH_OF_PROGRESS)
  if not tostring(m):find("weimar.Model") then error(tostring(m)) end
  local g <close> = weimar.new("march", {seed = 3})
  local mv = g:search_move(50, 7, m)
  if not g:is_legal(mv) then error("search_move with a model: illegal move " .. mv) end
  eq(g:search_move(50, 7, m), mv, "search_move with a model is deterministic")
  local plain = g:search_move(50, 7)
  if not g:is_legal(plain) then error("search_move: illegal move") end
  -- a damaged file is refused with a reason; a model of another title too
  local bad = bytes:sub(1, 100) .. string.char((bytes:byte(101) + 1) % 256) .. bytes:sub(102)
  local err = raises_status(weimar.ECORRUPT, weimar.model, bad)
  if not err.reason:find("checksum") then error(err.reason) end
  err = raises_status(weimar.ECORRUPT, weimar.model, "WMMODEL\0")
  if not err.reason:find("shorter") then error(err.reason) end
  local s <close> = weimar.new("siege", {seats = 2})
  err = raises_status(weimar.EINVAL, s.search_move, s, 10, 0, m)
  if not err.reason:find("model") then error(err.reason) end
  m:close()
  if pcall(g.search_move, g, 10, 0, m) then error("a closed model was used") end
end)

io.write(string.format("lua: %d passed, %d failed\n", passed, failed))
if failed > 0 then os.exit(1) end
