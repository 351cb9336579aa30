-- The Lua module of libweimar as a rock, built by libweimar's own Makefile
-- (targets lua-rock and lua-rock-install).  From the top of the source
-- tree:
--
--   luarocks --lua-version 5.4 make bindings/lua/weimar-scm-1.rockspec
--       the library is compiled from the tree and linked into the module
--       (bundled: nothing else to install)
--   WEIMAR_DIR=/usr/local luarocks --lua-version 5.4 make bindings/lua/weimar-scm-1.rockspec
--       the module is linked to the libweimar installed under WEIMAR_DIR
--       (make install), found at run time through its RUNPATH
--
-- The version is "scm": the library's version lives in include/weimar.h
-- alone, and weimar.version() reports it.
rockspec_format = "3.0"
package = "weimar"
version = "scm-1"
source = {
   -- luarocks make builds the tree it is run in; nothing is fetched.
   url = "git+file://.",
}
description = {
   summary = "Lua 5.4 binding of libweimar: historical board games played by their rulebooks",
   detailed = [[
libweimar plays The March of Progress, Friedrich Ebert and The Weimar
Republic exactly by their rulebooks behind one small generic C API; this
module wraps it one call at a time (see bindings/lua/README.md).]],
}
dependencies = {
   "lua >= 5.4, < 5.5",
}
build = {
   type = "make",
   makefile = "Makefile",
   build_target = "lua-rock",
   install_target = "lua-rock-install",
   build_variables = {
      CFLAGS = "$(CFLAGS)",
      LUA_ROCK_INCDIR = "$(LUA_INCDIR)",
      LUA_ROCK_LIBFLAG = "$(LIBFLAG)",
   },
   install_variables = {
      LUA_ROCK_LIBDIR = "$(LIBDIR)",
   },
}
