/*
 * texts.c - Friedrich Ebert: what a person reads on the letters,
 * resolution cards and milestones (names and texts; never rules).
 *
 * Provenance (shared/CONTENT.md).  No source reproduces a card's text
 * (shared/content/friedrich-ebert-facts.md, sections 4-6), so every text
 * here is RECONSTRUCTED, in our own words, by the method of
 * doc/ebert-content.md:
 *  - a letter tells one event of its chapter's years (I 1905-1913, II
 *    1914-1918, III 1918-1919, IV 1920-1925), in the order of the history
 *    deck: the letters dealt before a milestone are the events before the
 *    milestone's date, and its envelope group is the one that writes or is
 *    concerned (Chapter I: SPD or Supporters of the Monarchy; then SPD,
 *    Population and the chapter's third group);
 *  - a letter's symbols follow the event: a warning where the event is
 *    divisive, EILT! where it is sudden, a padlock where the event makes
 *    sense only after its key's event, "?" where a later event (the X)
 *    makes it pointless;
 *  - a resolution card tells Ebert's answer in words that fit every letter
 *    that sends to it (several do) and its instructions (who gains
 *    markers, whose tension rises); the cards with a key or an X, each
 *    sent by one letter, tell that event;
 *  - a milestone tells the turning point it is named after.
 * TRANSCRIBED names stay as content.c has them ("Wahl in den
 * Parteivorstand", "Risse in der Partei", "Erster Mai": the rulebook's);
 * here a NULL name means "content.c's name".  Names, dates and numbers are
 * the historical record's; people in a letter are never invented.  Texts
 * are at most 320 bytes, so that a log entry carries them whole.
 *
 * The WebAssembly build leaves these tables out (WM_EBERT_NO_TEXTS: its
 * .wasm has no room for them, make check-web's 512 KiB); the page plays
 * with examples/web/ebert-content.json, the canonical text of this content
 * written by `examples/content --title ebert`.
 */
#include "ebert.h"

#ifndef WM_EBERT_NO_TEXTS

/* ---- Chapter I, 1905-1913: SPD and Supporters of the Monarchy ---- */
static const eb_text letters_1[28] = {
    /* 00 SPD */ {NULL, "Jena, September 1905. The party congress must elect a new secretary to the executive, and the "
                       "Bremen comrades propose their workers' secretary, Friedrich Ebert. Will he stand?"},
    /* 01 Monarchy */ {"Der Reichsverband gegen die Sozialdemokratie",
                       "Since 1904 the Imperial League against Social Democracy floods the country with leaflets "
                       "calling the SPD the enemy of throne and altar. Its local branch asks the mayor to ban our meetings."},
    /* 02 SPD */ {"Streit um den Massenstreik",
                  "After the Russian revolution of 1905 Rosa Luxemburg and the left call for the political mass "
                  "strike; the trade unions want none of it. The congress needs a resolution both can live with."},
    /* 03 Monarchy */ {"Furcht vor der Revolution",
                       "Since Bloody Sunday in St Petersburg in January 1905, conservative papers warn that the "
                       "Russian upheaval will spread to Germany, and call for harsher laws against the 'party of subversion'."},
    /* 04 SPD */ {"Umzug nach Berlin",
                  "Ebert leaves Bremen for the party headquarters in Berlin's Lindenstraße. The executive has no "
                  "proper office yet: no files, no card index, hardly a typewriter."},
    /* 05 SPD */ {"Ordnung im Parteibüro",
                  "The membership grows fast. Ebert wants card indexes, regular reports from the districts and a "
                  "telephone for the executive; some old comrades grumble about 'bureaucracy'."},
    /* 06 Monarchy, EILT! */ {"Auflösung des Reichstags",
                              "13 December 1906: the Reichstag refuses more money for the colonial war in South West "
                              "Africa, and Chancellor Bülow dissolves it at once. The campaign is fought against the "
                              "'unpatriotic' Social Democrats."},
    /* 07 Monarchy */ {"Die Hottentottenwahlen",
                       "January 1907: the national parties rally behind Bülow's colonial policy. The SPD gains "
                       "votes but falls from 81 to 43 seats, and the Kaiser's supporters celebrate in the streets."},
    /* 08 SPD */ {"Die Parteischule",
                  "November 1906: the party school opens in Berlin to train editors and secretaries; Rosa "
                  "Luxemburg soon teaches there. The revisionists fear a school of radicals."},
    /* 09 Monarchy */ {"Flottenbegeisterung",
                       "The Navy League, hundreds of thousands strong, campaigns for Tirpitz's battleships. A "
                       "veterans' association asks whether Social Democrats may still march in its parade."},
    /* 10 Monarchy */ {"Anklage wegen Hochverrats",
                       "October 1907: the Imperial Court in Leipzig sentences Karl Liebknecht to eighteen months' "
                       "fortress for his pamphlet 'Militarism and Anti-Militarism'. Prosecutors read other party "
                       "writings."},
    /* 11 SPD */ {"Das Mannheimer Abkommen",
                  "September 1906, Mannheim: the party and the free trade unions agree that a mass strike needs "
                  "the consent of both. The radicals call it a surrender to the union leaders."},
    /* 12 SPD */ {"Die Budgetfrage",
                  "Nuremberg 1908: the Social Democrats of Baden and Bavaria have voted for their states' budgets, "
                  "against the party's line. The congress threatens them; the South Germans threaten to walk out."},
    /* 13 Monarchy */ {"Die Daily-Telegraph-Affäre",
                       "October 1908: the Kaiser's interview in the London Daily Telegraph causes an uproar in "
                       "Britain and Germany alike. Even conservatives criticise Wilhelm II, and loyal monarchists "
                       "are shaken."},
    /* 14 SPD */ {"Die arbeitende Jugend",
                  "The Associations Act of 1908 bars the young from political clubs. Party and unions set up a "
                  "Central Office for Working Youth, chaired by Ebert: lectures, hikes and libraries instead."},
    /* 15 SPD, EILT! */ {"Wahlrechtsdemonstrationen",
                         "Spring 1910: hundreds of thousands march against Prussia's three-class franchise, and the "
                         "police draw their sabres. On 6 March a banned rally in Berlin becomes a 'suffrage walk'."},
    /* 16 Monarchy */ {"Ein neuer Reichskanzler",
                       "July 1909: Bülow's bloc has broken up over the finance reform, and Theobald von Bethmann "
                       "Hollweg becomes chancellor. His officials let it be known that they want calm."},
    /* 17 SPD */ {"Frauen in der Partei",
                  "Since the Associations Act of 1908, women may join political parties in all of Germany. Luise "
                  "Zietz joins the executive, and the districts must now organise the women members."},
    /* 18 Monarchy, padlock A */ {"Überwachung in der Lindenstraße",
                                  "The Berlin political police watch the party headquarters and note who comes and "
                                  "goes. An informer offers the Prussian interior ministry copies of the executive's "
                                  "letters."},
    /* 19 Monarchy */ {"Sedantag",
                       "On 2 September schools, garrisons and veterans' clubs celebrate the victory of 1870. Social "
                       "Democrats are shut out of the veterans' associations, and their children are mocked at school."},
    /* 20 SPD */ {"Der Wahlkreis Elberfeld-Barmen",
                  "The comrades of Elberfeld-Barmen ask Ebert to stand for their Reichstag seat at the next "
                  "election: evenings of meetings in the Wupper valley after long days in the office."},
    /* 21 Monarchy */ {"Der Panthersprung",
                       "July 1911: the gunboat Panther anchors off Agadir, and the Moroccan crisis brings Europe "
                       "close to war. Nationalists cheer; the party calls a peace rally in Treptow Park."},
    /* 22 Monarchy */ {"Die Wehrvorlage",
                       "1913: the government asks for the largest increase of the army since 1871. The War "
                       "Ministry's friends in the press accuse the Social Democrats of leaving the Fatherland "
                       "defenceless."},
    /* 23 SPD */ {"Der Basler Kongress",
                  "November 1912: as war rages in the Balkans, the Socialist International meets in Basel Minster "
                  "and vows to resist a European war. All look to the German party, the largest."},
    /* 24 SPD */ {"Der Wehrbeitrag",
                  "June 1913: the SPD votes against the army bill but for the defence levy that pays for it, the "
                  "Reich's first tax on property. The left says the group is paying for militarism."},
    /* 25 Monarchy */ {"Das Regierungsjubiläum",
                       "June 1913: Wilhelm II celebrates 25 years on the throne, and all Germany is to cheer. The "
                       "Social Democrats will not join the cheers for the Kaiser, and loyal citizens take offence."},
    /* 26 SPD */ {"Bebels Tod",
                  "13 August 1913: August Bebel, the party's leader for four decades, dies in Switzerland. "
                  "Thousands follow his coffin in Zurich, and the party must decide who leads it now."},
    /* golden */ {NULL, "Jena, September 1913: the party congress elects Friedrich Ebert chairman of the SPD, "
                        "alongside Hugo Haase. The saddler from Heidelberg now leads the largest party in Germany."},
};

/* ---- Chapter II, 1914-1918: SPD, Population, Military ---- */
static const eb_text letters_2[31] = {
    /* 00 SPD */ {"Die Julikrise",
                  "Late July 1914: Austria-Hungary's ultimatum to Serbia means war. Vorwärts calls for peace "
                  "rallies, and on 30 July Ebert and Otto Braun leave for Zurich with the party funds, in case the "
                  "party is banned."},
    /* 01 SPD */ {NULL, "4 August 1914: the Reichstag is to vote five billion marks for the war. A majority of the SPD "
                        "group wants to say yes; Hugo Haase, who argued against it, is to read the party's statement."},
    /* 02 Military */ {"Der Belagerungszustand",
                       "Since 31 July 1914 the Reich is under a state of siege. The deputy commanding generals rule "
                       "over newspapers, meetings and strikes, and every branch must ask them for permits."},
    /* 03 SPD, padlock B, ? C */ {NULL, "Comrades write that the war credits divide the party: in many branches the "
                                        "opponents of the war meet on their own. They ask Ebert to appeal for unity "
                                        "before the split is final."},
    /* 04 Military */ {"Verbot des Vorwärts",
                       "Autumn 1914: the Berlin military command bans the Vorwärts. It may appear again only if it "
                       "no longer writes of class struggle, and the executive must decide whether to accept."},
    /* 05 Population, EILT! */ {"Die Brotkarte",
                                "Early 1915: Berlin introduces the bread card, and flour is rationed for everyone. "
                                "The queues in front of the shops grow, and the women who stand in them are angry."},
    /* 06 SPD */ {"Liebknechts Nein",
                  "2 December 1914: Karl Liebknecht votes alone in the Reichstag against the second war credits, "
                  "breaking the group's discipline. The group must decide what to do with him."},
    /* 07 Population */ {"Frauen in den Fabriken",
                         "With the men at the front, women fill the munitions works, the trams and the post "
                         "offices. They work long shifts for low pay and ask the party to fight for their wages."},
    /* 08 Military */ {"Annexionen",
                       "1915: industrialists and professors petition for vast annexations in Belgium, France and "
                       "the East. The generals approve, and those who want a peace without conquest are called "
                       "defeatists."},
    /* 09 SPD */ {"Gegen den Eroberungsfrieden",
                  "1915: the party executive and the Reichstag group declare against any peace of conquest. The "
                  "censors strike passages from the party press, and the army's friends call the SPD unreliable."},
    /* 10 Military */ {"Verdun",
                       "February 1916: the army attacks at Verdun. By December hundreds of thousands of French and "
                       "German soldiers are dead or wounded, and the front has hardly moved."},
    /* 11 Population */ {"Der Kohlrübenwinter",
                         "Winter 1916/17: the potato harvest has failed, and turnips become bread, soup and jam. "
                         "The cities go hungry, and the black market thrives."},
    /* 12 SPD */ {"Das Hilfsdienstgesetz",
                  "December 1916: the Auxiliary Service Law drafts every man from 17 to 60 for war work. In return "
                  "the SPD and the unions win workers' committees and arbitration boards in the factories."},
    /* 13 SPD, EILT! */ {"Liebknechts Verhaftung",
                         "1 May 1916: Karl Liebknecht cries 'Down with the war!' on the Potsdamer Platz and is "
                         "arrested. On the day his trial opens in June, some 55,000 Berlin munitions workers strike."},
    /* 14 Military */ {"Die dritte OHL",
                       "August 1916: Hindenburg and Ludendorff take over the Supreme Army Command. Their Hindenburg "
                       "programme demands twice the munitions, and they meddle more and more in politics."},
    /* 15 SPD */ {"Die Arbeitsgemeinschaft",
                  "24 March 1916: Hugo Haase and 17 other deputies vote against the emergency budget. The group "
                  "expels them, and they form the Social Democratic Working Group."},
    /* 16 Military */ {"Der uneingeschränkte U-Boot-Krieg",
                       "1 February 1917: the submarines are to sink every ship in the war zone without warning. The "
                       "admirals promise victory within six months; the SPD fears war with America."},
    /* 17 Population */ {"Brot und Frieden",
                         "April 1917: when the bread ration is cut, some 200,000 workers strike in Berlin and "
                         "Leipzig. They want food and a peace without annexations."},
    /* 18 SPD */ {"Stockholm",
                  "June 1917: Ebert goes with the Majority Social Democrats' delegation to Stockholm, where "
                  "socialists of the neutral countries prepare a peace conference. It never meets."},
    /* 19 Population */ {"Kriegsanleihen",
                         "Twice a year the Reich asks for a new war loan. Families put their savings into it, "
                         "trusting in victory; the posters say every mark brings peace nearer."},
    /* 20 SPD */ {NULL, "April 1917, Gotha: the expelled deputies and the opponents of the war found the Independent "
                        "Social Democratic Party. Whole districts follow them; the old party is called the Majority "
                        "SPD from now on."},
    /* 21 SPD */ {"Der Friede von Brest-Litowsk",
                  "3 March 1918: Germany imposes a harsh peace on Soviet Russia, which gives up Poland, the Baltic "
                  "lands and Ukraine. The SPD abstains in the Reichstag."},
    /* 22 Military, EILT! */ {"Der Januarstreik",
                              "28 January 1918: some 400,000 Berlin workers strike for peace. Ebert joins the strike "
                              "committee to end it soon; the military command sharpens the state of siege and sends "
                              "strikers to the front."},
    /* 23 Population */ {"Die Grippe",
                         "Summer and autumn 1918: influenza sweeps through the trenches and the hungry cities. "
                         "Schools close, and the dead are buried in haste."},
    /* 24 SPD */ {"Die Matrosen Reichpietsch und Köbis",
                  "September 1917: the sailors Max Reichpietsch and Albin Köbis are shot for a protest in the "
                  "fleet. In the Reichstag the chancellor blames the Independents, and the SPD defends free speech."},
    /* 25 Population */ {"Der schwarze Tag",
                         "8 August 1918: British and French tanks break through at Amiens; Ludendorff calls it the "
                         "black day of the German army. The letters from the front sound hopeless."},
    /* 26 Military */ {"Das Waffenstillstandsgesuch",
                       "29 September 1918: the Supreme Army Command tells the Kaiser that the war is lost. It "
                       "demands an armistice at once, and a government with the Reichstag's trust."},
    /* 27 SPD */ {"Eintritt in die Regierung",
                  "October 1918: Prince Max of Baden forms a government of the Reichstag majority, and Philipp "
                  "Scheidemann and Gustav Bauer join it for the SPD. Ebert: the party must step into the breach."},
    /* 28 Military */ {"Meuterei in Kiel",
                       "Early November 1918: the sailors of the High Seas Fleet refuse to sail out for a last "
                       "battle. In Kiel they elect councils and take the town; Gustav Noske is sent to calm them."},
    /* 29 Population */ {"Die Abdankung",
                         "7 November 1918: the SPD demands that the Kaiser abdicate. In Berlin the workers leave the "
                         "factories, and the soldiers go over to them."},
    /* golden */ {NULL, "9 November 1918: Prince Max of Baden announces the Kaiser's abdication and hands the "
                        "chancellorship to Friedrich Ebert. Scheidemann proclaims the republic from a window of the "
                        "Reichstag."},
};

/* ---- Chapter III, 1918-1919: SPD, Population, Revolutionaries ---- */
static const eb_text letters_3[31] = {
    /* 00 SPD */ {"Aufruf zur Ruhe",
                  "9 November 1918: Ebert, now chancellor, asks the people to leave the streets and keep order, so "
                  "that the food supply does not fail. Many listen; the streets are still full of armed men."},
    /* 01 Population */ {"Revolution auf den Straßen",
                         "Berlin, 9 November: workers and soldiers march with red flags, and officers have their "
                         "epaulettes torn off. Everyone wonders what comes next."},
    /* 02 SPD */ {"Der Pakt mit Groener",
                  "10 November 1918, evening: General Wilhelm Groener telephones Ebert. The army will bring the "
                  "troops home and stand by the government against Bolshevism, if the government stands by the "
                  "officers."},
    /* 03 Revolutionaries */ {"Die Räte",
                              "From Kiel to Munich, workers' and soldiers' councils take power in the towns. In "
                              "Munich Kurt Eisner proclaimed Bavaria a free state in the night of 7 November."},
    /* 04 SPD */ {"Verhandlungen mit der USPD",
                  "The Independents will join a government only as equals. On 10 November Haase, Dittmann and "
                  "Barth agree to sit with Ebert, Scheidemann and Landsberg as People's Deputies."},
    /* 05 Revolutionaries, EILT! */ {"Die sozialistische Republik",
                                     "9 November, afternoon: from a balcony of the Berlin palace Karl Liebknecht "
                                     "proclaims the 'free socialist republic'. The Spartacists want councils, not "
                                     "elections."},
    /* 06 SPD */ {"Der Waffenstillstand",
                  "11 November 1918: Matthias Erzberger signs the armistice in the forest of Compiègne. The guns "
                  "fall silent, but the terms are hard and the blockade goes on."},
    /* 07 Population */ {"Das Frauenwahlrecht",
                         "12 November 1918: the People's Deputies announce equal, secret and direct suffrage for "
                         "all men and women of 20 and over. For the first time German women may vote and be "
                         "elected."},
    /* 08 Revolutionaries */ {"Der Vollzugsrat",
                              "The executive council of the Berlin workers' and soldiers' councils claims to "
                              "oversee the government. Its chairman Richard Müller speaks for the revolutionary "
                              "shop stewards."},
    /* 09 Revolutionaries, padlock D */ {"Die Hamburger Punkte",
                                         "December 1918: the congress of councils demands that soldiers elect "
                                         "their officers and that ranks and insignia go. The officers are "
                                         "outraged, and Groener reminds Ebert of their pact."},
    /* 10 SPD */ {"Das Stinnes-Legien-Abkommen",
                  "15 November 1918: the employers under Hugo Stinnes and the unions under Carl Legien agree on the "
                  "eight-hour day, works committees and collective agreements. Industry recognises the unions."},
    /* 11 Population */ {"Die Heimkehr der Truppen",
                         "10 December 1918: Ebert greets the returning troops at the Brandenburg Gate: 'No enemy "
                         "has defeated you.' Millions of soldiers need work and bread."},
    /* 12 SPD */ {"Der Rätekongress",
                  "December 1918: the congress of the councils meets in Berlin. By 344 votes to 98 it decides for "
                  "elections to a National Assembly on 19 January 1919."},
    /* 13 SPD, EILT! */ {"Die Weihnachtskämpfe",
                         "24 December 1918: troops fire on the palace, held by the People's Navy Division, which "
                         "had seized the city commandant. The sailors hold out, and the Independents leave the "
                         "government."},
    /* 14 Revolutionaries */ {"Gründung der KPD",
                              "1 January 1919: the Spartacus League and other left radicals found the Communist "
                              "Party of Germany. Against Rosa Luxemburg's advice, the congress decides to boycott "
                              "the elections."},
    /* 15 Revolutionaries */ {"Der Januaraufstand",
                              "January 1919: the dismissal of Berlin's police chief Emil Eichhorn starts an "
                              "uprising, and the Vorwärts building is occupied. Noske's troops crush it; on 15 "
                              "January Freikorps officers murder Rosa Luxemburg and Karl Liebknecht."},
    /* 16 Population, ? E */ {"Die Hoffnung auf Wilson",
                              "Many hope that President Wilson's Fourteen Points will bring a just peace: a people "
                              "that has sent its Kaiser away, they say, will not be punished for him."},
    /* 17 Population */ {"Die erste Wahl der Frauen",
                         "Women's associations, unions and parties campaign to bring the new voters to the polls. "
                         "On 19 January 1919 some 80 per cent of the women vote, and 37 women are elected."},
    /* 18 SPD */ {"Nach Weimar",
                  "6 February 1919: the National Assembly meets in the National Theatre in Weimar, far from the "
                  "street fighting in Berlin. Ebert opens it."},
    /* 19 Population */ {"Die Blockade",
                         "The Allied blockade goes on after the armistice, and people go hungry all winter. Mothers "
                         "write that their children have no milk."},
    /* 20 Revolutionaries */ {"Räterepublik in München",
                              "After Kurt Eisner's murder on 21 February 1919, a council republic is proclaimed in "
                              "Bavaria in April. Government and Freikorps troops take Munich early in May; hundreds "
                              "die."},
    /* 21 SPD */ {"Die Annahme des Friedensvertrags",
                  "June 1919: Scheidemann has resigned rather than sign the treaty. The Allies threaten to march "
                  "in, and on 22 June the National Assembly votes to sign."},
    /* 22 Population, EILT! */ {"Die Märzkämpfe",
                                "March 1919: a general strike in Berlin ends in street battles. Noske orders that "
                                "anyone found fighting with a weapon be shot; more than a thousand people die."},
    /* 23 Population */ {"Die Demobilmachung",
                         "Millions of soldiers come home. The demobilisation office makes employers take back "
                         "their workers, and the towns pay support to the unemployed."},
    /* 24 SPD */ {"Der Reichspräsident",
                  "11 February 1919: the National Assembly elects Friedrich Ebert President of the Reich, with 277 "
                  "of 379 votes. He will act for the whole German people, not as the leader of one party."},
    /* 25 Population */ {"Das Ende der Blockade",
                         "12 July 1919: after the treaty is ratified, the Allies lift the blockade. Food ships "
                         "arrive, but prices stay high."},
    /* 26 Revolutionaries */ {"Die Räte geben nicht auf",
                              "Summer 1919: the Independents and the shop stewards still call for a council system "
                              "instead of a parliament, and strikes break out again and again."},
    /* 27 Revolutionaries */ {"Betriebsräte statt Räterepublik",
                              "The constitution offers works councils in the factories and an economic council for "
                              "the Reich, not political councils. The left calls it the burial of the revolution."},
    /* 28 SPD */ {"Die Verfassung wird beschlossen",
                  "31 July 1919: the National Assembly adopts the constitution drafted by Hugo Preuß, by 262 votes "
                  "to 75. The German Reich is a republic; state power comes from the people."},
    /* 29 Population */ {"Schwarz-Rot-Gold",
                         "The constitution makes black, red and gold, the colours of 1848, the colours of the "
                         "Reich. The merchant flag stays black, white and red, and monarchists mock the new flag."},
    /* golden */ {NULL, "11 August 1919: in Schwarzburg in Thuringia, where he is on holiday, Reich President Ebert "
                        "signs the constitution. It comes into force on 14 August."},
};

/* ---- Chapter IV, 1920-1925: SPD, Population, Opponents of the Republic ---- */
static const eb_text letters_4[31] = {
    /* 00 SPD */ {"Der Vertrag tritt in Kraft",
                  "10 January 1920: the Treaty of Versailles comes into force. The army must shrink to 100,000 "
                  "men, and Allied commissions watch over it."},
    /* 01 Population */ {"Blutbad vor dem Reichstag",
                         "13 January 1920: at a demonstration against the Works Councils Act in front of the "
                         "Reichstag, the security police open fire; 42 people die."},
    /* 02 SPD */ {"Die Auflösung der Marinebrigade",
                  "February 1920: to meet the treaty's limits, Noske orders the Ehrhardt naval brigade near Berlin "
                  "to be disbanded. Its officers will not go quietly."},
    /* 03 Opponents */ {"Die Dolchstoßlegende",
                        "18 November 1919: before the Assembly's committee of inquiry Hindenburg claims that the "
                        "army was 'stabbed in the back' at home. The right repeats it everywhere."},
    /* 04 SPD */ {"Das Betriebsrätegesetz",
                  "January 1920: the National Assembly passes the Works Councils Act. In every larger firm the "
                  "workers elect a council, a remnant of the revolution's hopes."},
    /* 05 Opponents, EILT! */ {"Der Kapp-Putsch",
                               "13 March 1920: the Ehrhardt brigade marches into Berlin, and Wolfgang Kapp proclaims "
                               "himself chancellor. The Reichswehr will not fire on it; the government escapes to "
                               "Dresden and Stuttgart."},
    /* 06 SPD */ {"Der Generalstreik",
                  "The unions and the SPD call a general strike against the putsch. Millions stop work: no train "
                  "runs, no newspaper appears, the offices stay shut."},
    /* 07 Population */ {"Die Auslieferungsliste",
                         "February 1920: the Allies demand the handing over of some 900 Germans accused of war "
                         "crimes, Hindenburg and Ludendorff among them. The whole country is indignant."},
    /* 08 Opponents */ {"Erzberger gegen Helfferich",
                        "Early 1920: Matthias Erzberger sues Karl Helfferich, who calls him corrupt. During the trial "
                        "a young man shoots at Erzberger and wounds him; the verdict ends his career as minister."},
    /* 09 Opponents, padlock F */ {"Lüttwitz stellt Forderungen",
                                   "10 March 1920: General von Lüttwitz demands that the brigade stay, new elections "
                                   "and the command of the whole army. Ebert and Noske dismiss him, but he does not "
                                   "go."},
    /* 10 SPD */ {"Die Wahl vom Juni 1920",
                  "6 June 1920: the Weimar coalition loses its majority. The SPD falls to 21.7 per cent and leaves "
                  "the government; the Independents win nearly 18 per cent."},
    /* 11 Population */ {"Die Ruhrbesetzung",
                         "11 January 1923: French and Belgian troops occupy the Ruhr to collect reparations. The "
                         "government calls for passive resistance and pays those who will not work for the "
                         "occupiers."},
    /* 12 Population, padlock H */ {"Strafe für die Putschisten",
                                    "Those who struck against Kapp want the putschists punished. But Kapp has fled "
                                    "and the courts are slow: of the leaders only Traugott von Jagow is ever "
                                    "sentenced."},
    /* 13 SPD, EILT! */ {"Der Mord an Erzberger",
                         "26 August 1921: Matthias Erzberger is shot dead on a walk in the Black Forest by two "
                         "former naval officers of the Organisation Consul."},
    /* 14 Opponents */ {"Die Märzaktion",
                        "March 1921: the Communists call for an uprising in the Prussian province of Saxony. Police "
                        "and armed workers fight in the Mansfeld mining district, and the rising fails."},
    /* 15 Opponents */ {"Der Mord an Rathenau",
                        "24 June 1922: Foreign Minister Walther Rathenau is murdered in Berlin by the Organisation "
                        "Consul. Chancellor Wirth tells the Reichstag: 'The enemy stands on the right!'"},
    /* 16 Population, ? G */ {"Das Geld verliert seinen Wert",
                              "1922-23: prices rise from week to week, then from hour to hour. Wages are paid daily "
                              "and spent at once; savings are gone."},
    /* 17 Population */ {"Oberschlesien",
                         "March 1921: Upper Silesia votes on its future. After Polish risings the League of Nations "
                         "divides the region in October, and much of its industry goes to Poland."},
    /* 18 SPD */ {"Reichsexekution gegen Sachsen",
                  "October 1923: the Reich sends the army into Saxony and deposes its SPD-KPD government, while "
                  "Bavaria's defiance goes unpunished. The SPD leaves Stresemann's cabinet."},
    /* 19 Population */ {"Der Hungerherbst 1923",
                         "Autumn 1923: a dollar costs billions of marks. Bakeries are plundered, the unemployed "
                         "queue for soup, and farmers will not sell for paper money."},
    /* 20 Opponents */ {"Der Hitler-Putsch",
                        "8-9 November 1923: Hitler and Ludendorff try to seize power in Munich. The Bavarian police "
                        "stop their march at the Feldherrnhalle; sixteen putschists and four policemen die."},
    /* 21 SPD */ {"Die Rentenmark",
                  "15 November 1923: the Rentenmark is issued, one for a trillion paper marks. Finance Minister "
                  "Hans Luther and the currency commissioner Hjalmar Schacht keep it stable."},
    /* 22 Population, EILT! */ {"Separatisten am Rhein",
                                "October 1923: separatists proclaim a 'Rhenish Republic' in Aachen and other towns, "
                                "under French protection. The townspeople resist them."},
    /* 23 Population */ {"Das Reichsbanner",
                         "22 February 1924: in Magdeburg Social Democrats, Centre and Democrats found the "
                         "Reichsbanner Schwarz-Rot-Gold, an association of veterans to protect the republic."},
    /* 24 SPD */ {"Die Wahl vom Mai 1924",
                  "4 May 1924: the nationalists and the völkisch parties gain, and so do the Communists. The "
                  "parties that carry the republic lose ground."},
    /* 25 Population */ {"Amerikanische Kredite",
                         "With the Dawes Plan come American loans. Factories modernise, towns build housing and "
                         "baths, and for a few years the money keeps its value."},
    /* 26 Opponents */ {"Der Barmat-Skandal",
                        "Winter 1924/25: the right-wing press turns the fraud case of the Barmat brothers into a "
                        "campaign against the Social Democrats and the republic."},
    /* 27 Opponents */ {"Der Magdeburger Prozess",
                        "December 1924: Ebert has sued a journalist who called him a traitor for joining the "
                        "strike committee of January 1918. The court jails the journalist for three months for "
                        "insult, yet finds that Ebert committed treason in the legal sense."},
    /* 28 SPD */ {"Die Wahl vom Dezember 1924",
                  "7 December 1924: the SPD recovers to 26 per cent. But the nationalists are strong, and in "
                  "January a government is formed without the Social Democrats."},
    /* 29 Population */ {"Sorge um den Präsidenten",
                         "February 1925: Ebert is ill, but he puts off an operation while his libel suits go on. "
                         "When he is operated on for appendicitis, it is too late."},
    /* golden */ {NULL, "28 February 1925: Friedrich Ebert dies in Berlin, aged 54. He leaves a republic that has "
                        "survived putsches, inflation and occupation, and is buried in Heidelberg, his home town."},
};

static const eb_text *const letter_texts[EB_CHAPTERS + 1] = {NULL, letters_1, letters_2, letters_3, letters_4};
static const uint8_t letter_counts[EB_CHAPTERS + 1] = {0, sizeof letters_1 / sizeof letters_1[0],
                                                       sizeof letters_2 / sizeof letters_2[0],
                                                       sizeof letters_3 / sizeof letters_3[0],
                                                       sizeof letters_4 / sizeof letters_4[0]};

/* ---- Resolution cards 1-51 (by chapter as content.c numbers them) ---- */
static const eb_text res_texts[EB_RES_CARDS + 1] = {
    [0] = {NULL, NULL},
    /* Chapter I */
    [1] = {"Rückhalt in den Ortsvereinen", "The local branches stand by the executive: the meetings are full and "
                                           "the dues come in. Ebert's patient work pays off."},
    [2] = {"Maßvolle Antwort", "Ebert answers in a calm, measured tone. Even officials loyal to the Kaiser admit that "
                               "the Social Democrats keep to the law."},
    [3] = {"Sachliche Arbeit", "Ebert deals with the matter quietly in the party office, by the rules. The comrades "
                               "trust the executive, and a door stays open."},
    [4] = {"Öffentlicher Protest", "Vorwärts and the party's meetings protest loudly. Loyal monarchists are "
                                   "outraged, but new members and allies come to the party."},
    [5] = {"Gespräch mit den Behörden", "Ebert calls on the authorities in person. A permit is granted, and both "
                                        "sides have learned that one can talk."},
    [6] = {"Streit auf dem Parteitag", "The debate is fierce and the vote is close. When it is over, the party "
                                       "closes ranks behind the executive's compromise."},
    [7] = {"Ein Kompromiss", "Neither side gets all it wants: the party keeps its principles, and the authorities "
                             "keep the peace."},
    [8] = {"Sturm in der Presse", "The national press rages for days. When the storm has passed, moderate "
                                  "monarchists seek calmer relations."},
    [9] = {"Wahlkampf unter Druck", "A bitter campaign: meetings are broken up, employers threaten dismissals. "
                                    "Tempers rise on both sides."},
    [10] = {"Polizei gegen Demonstranten", "The police break up the crowd. The party's anger grows, but the day "
                                           "shows how many stand behind it."},
    [11] = {"Ein Büro für die Partei", "Ebert builds a working office for the executive in Berlin. From now on he "
                                       "sits in the capital, at the centre of the party."},
    [12] = {"Vermittlung im Hintergrund", "A quiet word here, a letter there: Ebert mediates out of sight and wins "
                                          "goodwill on every side."},
    [13] = {NULL, "The congress elects Ebert to the party executive as one of its secretaries. The comrades know "
                  "him from Bremen as a tireless organiser."},
    [14] = {"Beschwerde beim Minister", "Ebert takes the complaint to the ministry. The comrades find him too "
                                        "mild, but the officials are pleased, and the matter is settled."},
    [15] = {"Zugeständnis an die Ordnung", "The party promises an orderly event within the law. The loyalists are "
                                           "reassured, and the party gives up nothing essential."},
    /* Chapter II */
    [16] = {"Die Partei hält zusammen", "The majority of the party follows the executive, and the Reichstag group "
                                        "votes as one. Ebert has won time."},
    [17] = {"Fürsorge für die Familien", "The party's people work in the war welfare: soup kitchens, help for "
                                         "soldiers' wives and children. The people feel that someone cares."},
    [18] = {"Absprache mit dem Generalkommando", "Ebert reaches an understanding with the military command: a "
                                                 "meeting is allowed, a paper may appear. The generals find the SPD "
                                                 "reliable."},
    [19] = {"Stille Verhandlungen", "Ebert negotiates behind closed doors with ministers and deputies. Little "
                                    "reaches the public, but something moves."},
    [20] = {"Ja zu den Kriegskrediten", "4 August 1914: the whole SPD group votes for the war credits. Haase reads "
                                        "its statement: in the hour of danger the party will not leave its own "
                                        "fatherland in the lurch."},
    [21] = {"Harte Verhandlungen mit der OHL", "The SPD presses the Supreme Army Command hard. The generals are "
                                               "furious, but they need the workers and must give way."},
    [22] = {"Ausgleich der Interessen", "A compromise that all can accept, if grudgingly: the party, the people and "
                                        "the army each get something."},
    [23] = {"Not und Zensur", "Hunger at home, censorship and arrests: the mood turns sour in the streets and in the "
                              "barracks alike."},
    [24] = {"Streik in den Rüstungsbetrieben", "The munitions works stand still. The party is torn between the "
                                               "strikers and the war effort, but the people see who speaks for them."},
    [25] = {"Die Spaltung", "The opponents of the war leave and found the USPD. The split is painful, but the "
                            "majority party is free to act; appeals for unity are pointless now."},
    [26] = {"Appell an die Einheit", "Ebert appeals to the party's unity and discipline. The dissenters are bitter, "
                                     "but most comrades rally to the executive."},
    [27] = {"Ein Wort an die Heimat", "A public appeal says what the party wants: an end to the war without "
                                      "conquest. It gives the people some hope."},
    /* Chapter III */
    [28] = {"Die Partei steht zur Regierung", "The party and the unions stand by the People's Deputies. The "
                                              "comrades trust Ebert to bring the country through."},
    [29] = {"Brot und Ordnung", "The food gets through and the trams run: the people see that the new government "
                                "can govern."},
    [30] = {"Verhandlung mit den Räten", "Ebert negotiates with the councils instead of fighting them. The "
                                         "revolutionaries are heard and win a say."},
    [31] = {"Hinter den Kulissen", "Talks behind the scenes settle the matter without a public quarrel."},
    [32] = {"Ein Pakt mit der Armee", "Ebert accepts Groener's offer. The army brings the troops home in good order, "
                                      "but the revolutionaries see the old officers keep their power."},
    [33] = {"Zugeständnis an die Straße", "The government gives way to the pressure of the street. The people are "
                                          "restless, but the revolutionaries are satisfied for a while."},
    [34] = {"Ausgleich", "A compromise gives each a share: the party, the people and the councils."},
    [35] = {"Schüsse in Berlin", "Shots in the streets: revolutionaries and the party's people face each other, and "
                                 "the mood grows bitter."},
    [36] = {"Der Ruf nach Truppen", "The government calls in troops. Order returns, but the revolutionaries do not "
                                    "forgive."},
    [37] = {"Unterschrift unter den Frieden", "The Assembly accepts the treaty, and the hope of a mild peace is "
                                              "over. On 28 June Hermann Müller and Johannes Bell sign it at "
                                              "Versailles."},
    [38] = {"Härte gegen die Linke", "The SPD takes a hard line against the radical left. Many comrades are uneasy, "
                                     "but the party keeps the government in hand."},
    [39] = {"Ein Angebot an die Räte", "An offer to the councils: they keep a voice in the factories. Some of the "
                                       "radicals accept."},
    /* Chapter IV */
    [40] = {"Die Partei steht zur Republik", "The party and the unions stand by the republic and its President. "
                                             "Ebert can count on his own people."},
    [41] = {"Hilfe für die Bevölkerung", "Relief for those in need: food, support for the unemployed, housing. "
                                         "The people regain some trust in the state."},
    [42] = {"Die Gegner halten still", "A gesture towards the conservatives calms the opponents of the republic, "
                                       "for a while."},
    [43] = {"Kabinettsverhandlungen", "Long talks between the parties produce a government. Ebert's patience holds "
                                      "the coalition together."},
    [44] = {"Befehl zur Auflösung", "The order stands: the brigade is to be disbanded by the treaty's deadline. Its "
                                    "officers plot in secret."},
    [45] = {"Gegen die Hetze", "The government strikes back at the agitation and bans hostile papers. The people "
                               "are uneasy, but the republic shows that it can defend itself."},
    [46] = {"Ein gemeinsamer Weg", "The President brings the parties, the unions and the states onto a common "
                                   "course. Everyone gains something."},
    [47] = {"Gewalt auf den Straßen", "Violence in the streets: armed bands and the republic's defenders clash, and "
                                      "tension rises on both sides."},
    [48] = {"Ausnahmezustand", "The President declares a state of emergency under Article 48. Order is kept, at the "
                               "price of anger on the left and on the right."},
    [49] = {"Die Währung hält", "The new currency holds: prices stop climbing and wages keep their value. The "
                                "inflation is over."},
    [50] = {"Harte Entscheidung in der Partei", "The SPD must choose between its principles and its responsibility "
                                                "for the state. The debate is bitter, but the majority follows."},
    [51] = {"Ein Zugeständnis nach rechts", "A concession to the right: a general is consulted, a ban is lifted. "
                                            "The opponents of the republic are pleased; the comrades are not."},
};

/* ---- Milestones: the texts (their names are content.c's) ---- */
static const char *const ms_texts[EB_CHAPTERS + 1][3] = {
    {NULL, NULL, NULL},
    {"1 May: the workers' day of marches for the eight-hour day and for peace. Party and unions argue for years "
     "about stopping work for it; on the day they march together.",
     "12 January 1912: with 34.8 per cent of the votes and 110 seats the SPD becomes the strongest party in the "
     "Reichstag, and Ebert wins Elberfeld-Barmen.",
     NULL},
    {"August 1914: 'I no longer know parties, I know only Germans,' says the Kaiser. Parties, unions and government "
     "agree to a truce at home for as long as the war lasts.",
     "19 July 1917: the SPD, the Centre and the Progressives carry a Reichstag resolution for a peace of "
     "understanding without forced annexations. Their alliance foreshadows the Weimar coalition.",
     "28 October 1918: the constitution is changed. The chancellor now needs the confidence of the Reichstag, and "
     "the army is placed under the government: a parliamentary monarchy, too late."},
    {"10 November 1918: three Majority Social Democrats and three Independents form the Council of People's "
     "Deputies, confirmed that evening by the assembly of the Berlin councils in the Circus Busch.",
     "19 January 1919: in the first election with women's suffrage the SPD wins 37.9 per cent; with the Centre and "
     "the DDP it forms the Weimar coalition.",
     "28 June 1919: the treaty is signed at Versailles. Germany loses land, its colonies and most of its army, and "
     "must accept the blame for the war and pay reparations."},
    {"17 March 1920: after four days of general strike and a civil service that will not obey him, Kapp flees to "
     "Sweden. The putsch has failed.",
     "26 September 1923: Chancellor Stresemann ends the passive resistance in the Ruhr, which the Reich can no "
     "longer pay for. The nationalists cry betrayal.",
     "29 August 1924: the Reichstag accepts the Dawes Plan, which sets reparations the economy can bear and brings "
     "an American loan. The French are to leave the Ruhr."},
};

_Static_assert(sizeof letters_1 / sizeof letters_1[0] == 28, "Chapter I: 27 letters and the golden target letter");
_Static_assert(sizeof letters_2 / sizeof letters_2[0] == 31, "Chapter II: 30 letters and the golden target letter");
_Static_assert(sizeof letters_3 / sizeof letters_3[0] == 31, "Chapter III: 30 letters and the golden target letter");
_Static_assert(sizeof letters_4 / sizeof letters_4[0] == 31, "Chapter IV: 30 letters and the golden target letter");


/* ------------------------------------------------------------------ */
/* The built-in tables (WM_EBERT_NO_TEXTS: ebert.h's NULLs)              */
/* ------------------------------------------------------------------ */

const eb_text *wm__ebert_builtin_letter_text(int ch, int id)
{
    if (ch < 1 || ch > EB_CHAPTERS || id < 0 || id >= letter_counts[ch])
        return NULL;
    return &letter_texts[ch][id];
}

const eb_text *wm__ebert_builtin_res_text(int n)
{
    return n >= 1 && n <= EB_RES_CARDS ? &res_texts[n] : NULL;
}

/* A milestone's built-in text (its name is content.c's). */
const char *wm__ebert_builtin_ms_text(int ch, int m)
{
    if (ch < 1 || ch > EB_CHAPTERS || m < 0 || m >= wm__ebert_chapters[ch].nms)
        return NULL;
    return ms_texts[ch][m];
}
#endif /* WM_EBERT_NO_TEXTS */

/* ------------------------------------------------------------------ */
/* What the views and the log read: the pack's, else the built-in ones  */
/* ------------------------------------------------------------------ */

static const eb_pack *pk(void)
{
    return (const eb_pack *)wm__pack_data;
}

const char *wm__ebert_letter_name(const ebert_state *st, int id)
{
    if (pk())
        return pk()->letters[st->chapter][id].name;
    const char *n = wm__ebert_chapters[st->chapter].letters[id].name;
    const eb_text *t = wm__ebert_builtin_letter_text(st->chapter, id);
    return n ? n : t ? t->name : NULL;
}

const char *wm__ebert_letter_text(const ebert_state *st, int id)
{
    if (pk())
        return pk()->letter_text[st->chapter][id];
    const eb_text *t = wm__ebert_builtin_letter_text(st->chapter, id);
    return t ? t->text : NULL;
}

int wm__ebert_letter_rec(const ebert_state *st, int id)
{
    if (pk())
        return pk()->letter_rec[st->chapter][id];
    return wm__ebert_letter_text(st, id) != NULL;
}

const char *wm__ebert_res_name(int n)
{
    if (pk())
        return pk()->rescards[n].title;
    const eb_text *t = wm__ebert_builtin_res_text(n);
    return wm__ebert_rescards[n].title ? wm__ebert_rescards[n].title : t ? t->name : NULL;
}

const char *wm__ebert_res_text(int n)
{
    if (pk())
        return pk()->res_text[n];
    const eb_text *t = wm__ebert_builtin_res_text(n);
    return t ? t->text : NULL;
}

int wm__ebert_res_rec(int n)
{
    return pk() ? pk()->res_rec[n] : wm__ebert_res_text(n) != NULL;
}

const char *wm__ebert_ms_name(const ebert_state *st, int m)
{
    return pk() ? pk()->ms_name[st->chapter][m] : wm__ebert_chapters[st->chapter].ms[m].name;
}

const char *wm__ebert_ms_text(const ebert_state *st, int m)
{
    return pk() ? pk()->ms_text[st->chapter][m] : wm__ebert_builtin_ms_text(st->chapter, m);
}

int wm__ebert_ms_rec(const ebert_state *st, int m)
{
    return pk() ? pk()->ms_rec[st->chapter][m] : wm__ebert_ms_text(st, m) != NULL;
}

int wm__ebert_utf8_cut(const char *s, int max)
{
    int n = 0;
    while (n <= max && s[n])
        n++;
    if (n <= max)
        return n;
    n = max;
    while (n > 0 && ((unsigned char)s[n] & 0xc0u) == 0x80u)
        n--; /* s[n] continues a character: cut before that character */
    return n;
}
