"""Content packs through the Python binding (issue 19, doc/content-packs.md)."""

import json
import unittest

import weimar


class ContentTest(unittest.TestCase):
    def test_builtin_pack_round_trip_and_identical_games(self):
        for title in ("ebert", "republic", "siege"):
            text = weimar.Content.builtin(title)
            pack = weimar.Content(text)
            self.assertEqual(pack.title, weimar.Title.parse(title))
            self.assertEqual(pack.text(), text)
            self.assertNotEqual(pack.hash, 0)
            a = weimar.Game(title, seed=5)
            b = weimar.Game(title, seed=5, content=pack)
            pack.close()  # the game keeps its own reference
            self.assertEqual(b.content_hash(), weimar.Content(text).hash)
            self.assertEqual(a.content_hash(), 0)
            for _ in range(200):
                if a.is_over:
                    break
                m = a.bot_move()
                self.assertEqual(m, b.bot_move())
                a.apply(m)
                b.apply(m)
                self.assertEqual(a.hash(), b.hash())

    def test_refused_pack_names_card_and_field(self):
        bad = {"format": "libweimar-content", "version": 1, "title": "siege",
               "cards": [{"code": "N31", "pp": 9}]}
        with self.assertRaises(weimar.ContentError) as cm:
            weimar.Content(json.dumps(bad))
        self.assertEqual(cm.exception.status, weimar.Status.ECONTENT)
        self.assertIn('card N31: field "pp"', str(cm.exception))
        with self.assertRaises(weimar.ContentError):
            weimar.Content(b"{not json")
        with self.assertRaises(TypeError):
            weimar.Content(42)
        with self.assertRaises(weimar.InvalidArgumentError):
            weimar.Content.builtin("march")

    def test_edited_card_and_saves(self):
        pack = json.loads(weimar.Content.builtin("ebert"))
        for card in pack["resolution_cards"]:
            if card["number"] == 13:
                card["instructions"] = [{"op": "gain", "marker": "Joker",
                                         "count": 3}]
        edited = weimar.Content(json.dumps(pack))
        self.assertIn('"count":3', edited.text())
        g = weimar.Game("ebert", seed=3, content=edited)
        for _ in range(30):
            g.apply(g.bot_move())
        data = g.save()
        with self.assertRaises(weimar.ContentError):
            weimar.Game.load(data)
        with self.assertRaises(weimar.ContentError):
            weimar.Game.load(data, content=weimar.Content(
                weimar.Content.builtin("ebert")))
        again = weimar.Game.load(data, content=edited)
        self.assertEqual(again.hash(), g.hash())
        with self.assertRaises(weimar.InvalidArgumentError):
            weimar.Game("siege", content=edited)
        with self.assertRaises(TypeError):
            weimar.Game("ebert", content="not a pack")


if __name__ == "__main__":
    unittest.main()
