/**
 * The lives of the saints of the calendar, keyed « month-day », one string a paragraph: what the
 * saint-of-the-day page tells. Written for the demo from the well-established facts of each life
 * (dates are those history keeps; legends are said to be legends). Every day of the year has its
 * life; where no life of a saint of that name is known, the day says so and tells the saint the
 * Church keeps that day.
 */
export const SAINT_LIVES: Readonly<Record<string, readonly string[]>> = {
  '1-3': [
    'Née vers 420 à Nanterre, Geneviève se consacre à Dieu encore enfant, encouragée par saint Germain d’Auxerre, qui la remarque lors de son passage dans le village.',
    'Installée à Paris, elle mène une vie de prière et de jeûne. En 451, quand les Huns d’Attila menacent la ville, elle exhorte les Parisiens à ne pas fuir et à prier : la ville est épargnée. Pendant le siège de Paris par les Francs, elle organise le ravitaillement en remontant la Seine avec des bateaux chargés de blé.',
    'Respectée de Childéric puis de Clovis, elle obtient la grâce de prisonniers et fait bâtir une église sur la tombe de saint Denis. Morte vers 502, elle est devenue la patronne de Paris.',
  ],
  '1-21': [
    'Agnès est une jeune Romaine martyrisée au début du IVe siècle, probablement sous la persécution de Dioclétien, à l’âge de douze ou treize ans selon la tradition.',
    'Ayant refusé d’épouser un prétendant parce qu’elle s’était consacrée au Christ, elle aurait été exposée puis mise à mort. Saint Ambroise et le pape Damase ont chanté son courage, et son nom figure dans la prière eucharistique romaine.',
    'Son nom rappelle le mot latin agnus, l’agneau : le jour de sa fête, deux agneaux sont bénis à Rome, et leur laine sert à tisser les palliums des archevêques.',
  ],
  '1-24': [
    'François de Sales naît en 1567 au château de Sales, en Savoie. Destiné par son père à une carrière de magistrat, il étudie le droit à Padoue, mais choisit la prêtrise.',
    'Jeune prêtre, il part prêcher dans le Chablais passé au calvinisme ; faute d’être écouté, il glisse sous les portes des feuillets qu’il rédige lui-même, ce qui lui vaut d’être le patron des journalistes. Évêque de Genève, résidant à Annecy, il fonde avec Jeanne de Chantal l’ordre de la Visitation en 1610.',
    'Son Introduction à la vie dévote montre que la sainteté n’est pas réservée aux cloîtres : chacun peut la vivre dans son état de vie. Mort à Lyon en 1622, il a été proclamé docteur de l’Église en 1877.',
  ],
  '1-28': [
    'Né vers 1225 à Roccasecca, près d’Aquin, Thomas est confié enfant aux bénédictins du Mont-Cassin. À l’université de Naples, il découvre les frères prêcheurs et entre chez les dominicains, malgré l’opposition de sa famille qui le retient prisonnier plus d’un an.',
    'Élève d’Albert le Grand à Paris et à Cologne, il enseigne ensuite à Paris, en Italie et à Naples. Sa Somme théologique montre que la foi et la raison ne s’opposent pas : la raison, bien conduite, prépare à accueillir la Révélation.',
    'Quelques mois avant sa mort, en 1274, il cesse d’écrire, disant que tout ce qu’il a écrit lui semble de la paille à côté de ce qu’il a vu. Docteur de l’Église, il est le patron des étudiants et des universités catholiques.',
  ],
  '2-11': [
    'Le 11 février 1858, Bernadette Soubirous, quatorze ans, ramasse du bois près de la grotte de Massabielle, à Lourdes, quand une dame vêtue de blanc lui apparaît. Dix-huit apparitions suivront jusqu’au 16 juillet.',
    'Le 25 mars, la dame se nomme : « Que soy era Immaculada Councepciou », « Je suis l’Immaculée Conception ». Elle demande qu’on vienne en procession et qu’on bâtisse une chapelle ; une source jaillit là où Bernadette a gratté la terre.',
    'En 1862, l’évêque de Tarbes reconnaît les apparitions. Lourdes est devenu l’un des premiers sanctuaires du monde, où l’on vient prier avec les malades ; le 11 février est aussi la Journée mondiale du malade.',
  ],
  '2-18': [
    'Bernadette Soubirous naît en 1844 à Lourdes, dans une famille de meuniers ruinés qui vit un temps dans un ancien cachot. Enfant chétive, peu instruite, elle n’a pas encore fait sa première communion quand la Vierge lui apparaît à la grotte de Massabielle en 1858.',
    'Interrogée sans relâche par les autorités, elle répond avec simplicité et ne varie jamais dans son récit. « Je ne suis pas chargée de vous le faire croire, je suis chargée de vous le dire », dit-elle.',
    'En 1866, elle entre chez les sœurs de la Charité de Nevers, où elle soigne les malades avant de le devenir elle-même. Morte en 1879, elle a été canonisée en 1933.',
  ],
  '3-17': [
    'Patrice, ou Patrick, naît en Bretagne insulaire vers la fin du IVe siècle. À seize ans, il est enlevé par des pirates et réduit en esclavage en Irlande, où il garde des troupeaux et apprend à prier.',
    'Évadé après six ans, il se prépare au sacerdoce, puis revient en Irlande comme évêque missionnaire. Il y passe le reste de sa vie, baptise, ordonne des prêtres, fonde des communautés et s’oppose aux marchands d’esclaves.',
    'Sa Confession, écrite de sa main, est le témoignage d’un homme qui se dit « pécheur, le plus rustre et le moindre de tous les fidèles », mais sûr d’avoir été envoyé. Selon la tradition, il expliquait la Trinité avec une feuille de trèfle, devenu l’emblème de l’Irlande.',
  ],
  '3-19': [
    'Joseph, charpentier de Nazareth et descendant de David, est l’époux de Marie. Les Évangiles de Matthieu et de Luc le montrent comme un homme juste, qui reçoit en songe l’appel de Dieu et y obéit sans un mot.',
    'Il accueille Marie chez lui, donne son nom à Jésus, conduit la famille en Égypte pour échapper à Hérode, puis la ramène à Nazareth. Il apprend son métier à Jésus, qu’on appelle « le fils du charpentier ».',
    'Patron de l’Église universelle depuis 1870, il est invoqué par les pères de famille, les travailleurs et ceux qui cherchent un toit. Le pape François lui a consacré la lettre Patris corde en 2020.',
  ],
  '4-21': [
    'Anselme naît en 1033 à Aoste. Attiré par la réputation de l’abbaye du Bec, en Normandie, il y devient moine, puis prieur et abbé.',
    'Nommé archevêque de Cantorbéry en 1093, il défend la liberté de l’Église face aux rois d’Angleterre et connaît deux exils. Il meurt à Cantorbéry en 1109.',
    'Penseur audacieux, il résume sa démarche d’une formule : « la foi qui cherche à comprendre ». Son Proslogion propose une célèbre preuve de l’existence de Dieu, « ce dont on ne peut rien concevoir de plus grand ». Il est docteur de l’Église.',
  ],
  '4-23': [
    'Georges est un soldat chrétien martyrisé en Palestine, probablement à Lydda, au début du IVe siècle, pendant la persécution de Dioclétien. Son culte se répand très tôt en Orient comme en Occident.',
    'Le récit du chevalier qui terrasse un dragon pour délivrer une princesse est une légende du Moyen Âge, popularisée par la Légende dorée : elle dit la victoire de la foi sur le mal.',
    'Patron de l’Angleterre, de la Géorgie et des scouts, il est représenté à cheval, armé d’une lance, dans d’innombrables églises et icônes.',
  ],
  '4-29': [
    'Catherine Benincasa naît à Sienne en 1347, l’une des dernières des vingt-cinq enfants d’un teinturier. Très jeune, elle se consacre à Dieu et entre dans le tiers-ordre dominicain, tout en restant dans le monde.',
    'Au service des malades et des pauvres pendant la peste, elle réunit autour d’elle des disciples et dicte des centaines de lettres aux grands de son temps. Elle presse le pape Grégoire XI de quitter Avignon pour revenir à Rome, ce qu’il fait en 1377.',
    'Morte à Rome en 1380, à trente-trois ans, elle a laissé le Dialogue, un grand livre de spiritualité. Docteur de l’Église, elle est patronne de l’Italie et de l’Europe.',
  ],
  '5-19': [
    'Yves Hélory naît vers 1253 à Minihy-Tréguier, en Bretagne. Il étudie le droit à Paris et à Orléans, puis devient juge ecclésiastique et prêtre.',
    'Juge intègre, il refuse les présents et défend gratuitement les pauvres, les veuves et les orphelins, ce qui lui vaut le surnom d’« avocat des pauvres ». Curé de Louannec, il vit pauvrement et accueille les mendiants dans sa maison.',
    'Mort en 1303, canonisé en 1347, il est le patron des avocats et des juristes et l’un des saints les plus aimés de Bretagne. Chaque année, le « pardon de la Saint-Yves » réunit les fidèles à Tréguier.',
  ],
  '6-2': [
    'Blandine est une jeune esclave chrétienne de Lyon, arrêtée en 177 avec l’évêque Pothin et une quarantaine de fidèles, sous l’empereur Marc Aurèle.',
    'Une lettre des chrétiens de Lyon, conservée par l’historien Eusèbe de Césarée, raconte son courage : frêle, on la croyait incapable de tenir, mais elle endure les tortures en répétant « Je suis chrétienne, et chez nous il ne se fait rien de mal ».',
    'Livrée aux bêtes dans l’amphithéâtre, elle est finalement mise à mort. Patronne de Lyon, elle rappelle que la dignité d’un baptisé ne dépend pas de sa condition sociale.',
  ],
  '6-13': [
    'Fernando naît à Lisbonne vers 1195. Chanoine régulier, il devient franciscain après avoir vu revenir les corps de frères martyrisés au Maroc, et prend le nom d’Antoine.',
    'Parti lui-même pour le Maroc, il tombe malade et son bateau est jeté par la tempête sur les côtes de Sicile. En Italie, on découvre presque par hasard ses talents de prédicateur ; saint François lui confie l’enseignement de la théologie aux frères.',
    'Il prêche en Italie et dans le sud de la France, puis s’établit à Padoue, où il meurt en 1231, à trente-six ans. Canonisé moins d’un an plus tard et déclaré docteur de l’Église, il est invoqué pour retrouver les objets perdus.',
  ],
  '7-11': [
    'Benoît naît vers 480 à Nursie, en Ombrie. Envoyé étudier à Rome, il fuit la vie dissolue de la ville et se retire dans une grotte à Subiaco, où des disciples le rejoignent.',
    'Vers 529, il fonde le monastère du Mont-Cassin et y écrit sa Règle, d’une grande sagesse humaine : prière, travail, lecture de la Parole, vie commune et hospitalité. « Ne rien préférer au Christ », écrit-il.',
    'Sa sœur sainte Scholastique, qui le précède dans la mort, est honorée avec lui. La Règle de saint Benoît a façonné la vie monastique d’Occident ; Paul VI a fait de Benoît le patron de l’Europe en 1964.',
  ],
  '7-22': [
    'Marie de Magdala, délivrée par Jésus de sept démons selon l’évangile de Luc, le suit sur les routes de Galilée avec d’autres femmes qui le servent de leurs biens.',
    'Elle se tient au pied de la croix, puis, au matin de Pâques, elle est la première à qui le Ressuscité se montre : il l’appelle par son nom, et elle court annoncer aux disciples : « J’ai vu le Seigneur ! »',
    'Saint Thomas d’Aquin l’appelait « l’apôtre des apôtres ». En 2016, le pape François a élevé sa mémoire au rang de fête. La Provence vénère ses reliques à Saint-Maximin et à la Sainte-Baume.',
  ],
  '7-29': [
    'Marthe est la sœur de Marie et de Lazare, à Béthanie, chez qui Jésus aime s’arrêter. L’évangile de Luc la montre affairée au service, quand sa sœur écoute assise aux pieds du Maître.',
    'À la mort de Lazare, c’est elle qui court au-devant de Jésus et professe sa foi : « Oui, Seigneur, je crois que tu es le Christ, le Fils de Dieu. » Depuis 2021, la mémoire célèbre ensemble Marthe, Marie et Lazare.',
    'Une tradition provençale la fait venir à Tarascon, où elle aurait dompté la Tarasque. Elle est la patronne des hôteliers et de tous ceux qui servent.',
  ],
  '7-31': [
    'Iñigo de Loyola, qui prendra le nom d’Ignace, naît en 1491 au Pays basque. Gentilhomme et soldat, il est blessé au siège de Pampelune en 1521. Pendant sa convalescence, faute de romans de chevalerie, il lit une vie du Christ et des vies de saints.',
    'Converti, il se retire à Manrèse, où il note les expériences qui deviendront les Exercices spirituels. Étudiant à Paris, il réunit des compagnons, dont François Xavier et Pierre Favre, avec qui il fonde la Compagnie de Jésus, approuvée en 1540.',
    'Il gouverne l’ordre depuis Rome jusqu’à sa mort en 1556. Sa devise, « pour la plus grande gloire de Dieu », et l’art du discernement qu’il a transmis inspirent aujourd’hui encore des millions de personnes.',
  ],
  '8-4': [
    'Jean-Marie Vianney naît en 1786 à Dardilly, près de Lyon. Ses études sont difficiles, le latin surtout, et il n’est ordonné prêtre qu’en 1815, presque par indulgence.',
    'Nommé en 1818 à Ars, un petit village de la Dombes, il y reste quarante et un ans. Il prie, jeûne, visite les familles, fonde une maison pour les orphelines, la Providence, et passe jusqu’à seize heures par jour au confessionnal.',
    'Des foules viennent de toute la France se confesser au « curé d’Ars ». Mort en 1859, canonisé en 1925, il est le patron des curés du monde entier.',
  ],
  '8-8': [
    'Dominique de Guzmán naît vers 1170 à Caleruega, en Castille. Chanoine d’Osma, il accompagne son évêque dans le Languedoc, où il découvre la prédication cathare.',
    'Convaincu que seule une prédication pauvre, instruite et fraternelle peut convaincre, il parcourt la région à pied, mendiant son pain. Il fonde un monastère de femmes à Prouilhe, puis l’ordre des Prêcheurs, approuvé en 1216, qu’il envoie aussitôt dans les villes universitaires.',
    'Mort à Bologne en 1221, il a laissé un ordre attaché à l’étude et à la prédication, dont la devise est « Veritas », la vérité.',
  ],
  '8-10': [
    'Laurent est l’un des sept diacres de Rome sous le pape Sixte II. Chargé des biens de l’Église et du soin des pauvres, il est arrêté en 258 pendant la persécution de l’empereur Valérien, quelques jours après le pape.',
    'Selon la tradition rapportée par saint Ambroise, sommé de livrer les trésors de l’Église, il présente les pauvres, les malades et les veuves : « Voici les trésors de l’Église. »',
    'La légende dit qu’il fut brûlé sur un gril. Son tombeau, sur la via Tiburtina, est devenu la basilique Saint-Laurent-hors-les-Murs. Les étoiles filantes du mois d’août portent son nom : les « larmes de saint Laurent ».',
  ],
  '8-11': [
    'Claire naît en 1193 à Assise, dans une famille noble. Touchée par la prédication de François, elle s’enfuit de chez elle la nuit des Rameaux de 1212 pour se consacrer à Dieu.',
    'Installée à Saint-Damien, elle y fonde une communauté de « pauvres dames », les futures clarisses, qu’elle guide pendant plus de quarante ans, souvent malade. Elle obtient du pape le « privilège de pauvreté » : le droit de ne rien posséder.',
    'Elle est la première femme à écrire une règle pour des religieuses, approuvée deux jours avant sa mort, en 1253. Pie XII en a fait la patronne de la télévision, parce qu’elle avait suivi, de son lit, la messe de Noël célébrée loin d’elle.',
  ],
  '8-20': [
    'Bernard naît en 1090 près de Dijon. À vingt-deux ans, il entre à l’abbaye de Cîteaux avec une trentaine de parents et d’amis qu’il a convaincus de le suivre.',
    'En 1115, il fonde l’abbaye de Clairvaux, dont il reste abbé jusqu’à sa mort. Conseiller des papes et des rois, il prêche la deuxième croisade à Vézelay en 1146, contribue au développement de l’ordre cistercien et défend une vie monastique simple et dépouillée.',
    'Ses sermons sur le Cantique des cantiques et ses écrits sur Marie lui ont valu le titre de « docteur melliflu ». Mort en 1153, il est docteur de l’Église.',
  ],
  '8-25': [
    'Louis IX naît en 1214 à Poissy. Roi de France à douze ans, sous la régence de sa mère Blanche de Castille, il gouverne personnellement à partir de 1235.',
    'Il rend la justice lui-même, selon la tradition sous un chêne à Vincennes, crée des hôpitaux, dont les Quinze-Vingts pour les aveugles, et fait bâtir la Sainte-Chapelle pour abriter la couronne d’épines. Il sert lui-même les pauvres à sa table.',
    'Il mène deux croisades ; il est fait prisonnier en Égypte lors de la première et meurt de maladie devant Tunis en 1270, pendant la seconde. Il est canonisé en 1297.',
  ],
  '8-27': [
    'Monique naît vers 331 à Thagaste, en Afrique du Nord. Mariée à Patrice, un païen au tempérament difficile, elle le conduit patiemment au baptême peu avant sa mort.',
    'Elle prie pendant des années pour son fils Augustin, brillant mais éloigné de la foi. Un évêque la console : « Il est impossible que le fils de tant de larmes périsse. » Elle le suit à Milan, où il reçoit le baptême des mains de saint Ambroise en 387.',
    'Sur le chemin du retour, elle meurt à Ostie, heureuse d’avoir vu la conversion de son fils, qui raconte ses derniers jours dans les Confessions. Elle est la patronne des mères de famille.',
  ],
  '8-28': [
    'Augustin naît en 354 à Thagaste, en Afrique du Nord, d’un père païen et d’une mère chrétienne, sainte Monique. Brillant professeur de rhétorique à Carthage, puis à Rome et à Milan, il cherche longtemps la vérité, jusque dans le manichéisme.',
    'À Milan, la prédication de saint Ambroise et la lecture des lettres de saint Paul le bouleversent. Il reçoit le baptême à Pâques 387 et revient en Afrique, où il est ordonné prêtre, puis devient évêque d’Hippone vers 395.',
    'Pendant trente-cinq ans, il prêche, écrit et défend la foi. Ses Confessions racontent sa conversion : « Tu nous as faits pour toi, et notre cœur est sans repos tant qu’il ne repose en toi. » Il meurt en 430, pendant le siège d’Hippone par les Vandales ; il est docteur de l’Église.',
  ],
  '9-3': [
    'Grégoire naît vers 540 dans une grande famille romaine. Préfet de Rome, il renonce à sa charge, transforme sa maison en monastère et devient moine.',
    'Élu pape en 590, alors que Rome souffre de la peste, des inondations et de la menace lombarde, il organise le ravitaillement, négocie la paix et envoie des moines, dont Augustin de Cantorbéry, évangéliser l’Angleterre.',
    'Il se nomme lui-même « serviteur des serviteurs de Dieu ». Auteur de la Règle pastorale et des Dialogues, il a donné son nom au chant grégorien. Mort en 604, il est docteur de l’Église.',
  ],
  '9-27': [
    'Vincent de Paul naît en 1581 dans les Landes, dans une famille de paysans. Ordonné prêtre très jeune, il cherche d’abord une carrière confortable.',
    'Curé de Châtillon-les-Dombes, il découvre la misère des campagnes et fonde en 1617 les premières Charités, des associations de laïques au service des pauvres. Avec Louise de Marillac, il crée en 1633 les Filles de la Charité ; il fonde aussi la Congrégation de la Mission pour évangéliser les campagnes et former les prêtres.',
    'Aumônier des galères, secours des enfants abandonnés et des régions ravagées par la guerre, il meurt à Paris en 1660. Il est le patron des œuvres de charité.',
  ],
  '9-30': [
    'Jérôme naît vers 347 à Stridon, en Dalmatie. Étudiant à Rome, il y reçoit le baptême, puis part pour l’Orient, où il vit en ermite dans le désert de Chalcis et apprend l’hébreu.',
    'Secrétaire du pape Damase, il entreprend de réviser la traduction latine des Évangiles. Installé à Bethléem à partir de 386, il y traduit presque toute la Bible à partir de l’hébreu et du grec : c’est la Vulgate, qui sera le texte de l’Église latine pendant des siècles.',
    'De caractère vif, il a beaucoup polémiqué, mais sa phrase est restée : « Ignorer les Écritures, c’est ignorer le Christ. » Mort à Bethléem en 420, il est docteur de l’Église et patron des traducteurs.',
  ],
  '10-1': [
    'Thérèse Martin naît en 1873 à Alençon. Orpheline de mère à quatre ans, elle grandit à Lisieux et obtient, à quinze ans, d’entrer au Carmel de Lisieux, où deux de ses sœurs l’ont précédée.',
    'Elle y découvre sa « petite voie » : s’abandonner à Dieu avec la confiance d’un enfant et faire les plus petites choses avec amour. « Ma vocation, c’est l’amour », écrit-elle.',
    'Atteinte de tuberculose, elle meurt en 1897, à vingt-quatre ans. Ses écrits, publiés sous le titre d’Histoire d’une âme, ont fait le tour du monde. Canonisée en 1925, patronne des missions, elle a été proclamée docteur de l’Église en 1997.',
  ],
  '10-4': [
    'Fils d’un riche marchand d’Assise, François naît en 1181 ou 1182. Jeune homme brillant, il rêve de gloire militaire, jusqu’à ce qu’une captivité et une maladie le laissent en quête d’autre chose.',
    'À San Damiano, il entend le Christ lui dire : « Va, et répare ma maison. » Il se dépouille de tout devant l’évêque et son père, et vit dans la pauvreté, au service des lépreux. Des compagnons le rejoignent : ce sont les frères mineurs, dont le pape approuve la règle.',
    'Il rencontre le sultan d’Égypte en 1219, célèbre Noël à Greccio avec une crèche vivante et compose le Cantique des créatures. Il reçoit les stigmates en 1224 et meurt en 1226. Patron de l’écologie, il a inspiré l’encyclique Laudato si’.',
  ],
  '10-15': [
    'Thérèse de Ahumada naît en 1515 à Ávila, en Castille. Entrée au Carmel de l’Incarnation, elle vit de longues années une vie religieuse tiède, avant une profonde conversion devant une image du Christ souffrant.',
    'À partir de 1562, elle fonde le monastère de Saint-Joseph d’Ávila, puis seize autres, pour revenir à la règle primitive du Carmel, dans la pauvreté et la prière. Avec saint Jean de la Croix, elle réforme aussi les frères.',
    'Ses livres, dont le Château intérieur, décrivent le chemin de l’âme vers Dieu. « Que rien ne te trouble, Dieu seul suffit », écrivait-elle. Morte en 1582, elle a été la première femme déclarée docteur de l’Église, en 1970.',
  ],
  '10-18': [
    'Luc, médecin d’Antioche selon la tradition, est le compagnon de voyage de saint Paul, qui l’appelle « le cher médecin » dans la lettre aux Colossiens.',
    'Il est l’auteur du troisième évangile et des Actes des Apôtres. Son évangile, écrit avec soin pour un certain Théophile, est celui de la miséricorde : on y lit les paraboles du fils prodigue et du bon Samaritain, et les récits de l’enfance de Jésus.',
    'Une tradition tardive en fait le peintre de la Vierge. Il est le patron des médecins, des peintres et des artistes.',
  ],
  '11-1': [
    'La Toussaint célèbre tous les saints : ceux que l’Église a canonisés, et la foule immense de ceux dont personne ne connaît le nom, qui ont vécu l’Évangile dans la discrétion.',
    'Au VIIe siècle, le pape Boniface IV dédie le Panthéon de Rome à Marie et à tous les martyrs ; au VIIIe siècle, la fête est fixée au 1er novembre, et Louis le Pieux l’étend à l’empire carolingien.',
    'L’évangile des Béatitudes, lu ce jour-là, rappelle que la sainteté est l’appel de chaque baptisé. Le lendemain, l’Église prie pour tous les défunts.',
  ],
  '11-10': [
    'Léon naît en Toscane à la fin du IVe siècle. Diacre de Rome, respecté pour sa sagesse, il est élu pape en 440, pendant une mission en Gaule.',
    'Sa lettre à Flavien, le « Tome à Flavien », expose la foi en une seule personne du Christ en deux natures, divine et humaine ; elle est acclamée au concile de Chalcédoine en 451 : « Pierre a parlé par la bouche de Léon. »',
    'En 452, il va au-devant d’Attila près de Mantoue et obtient qu’il épargne Rome ; en 455, il limite le pillage de la ville par les Vandales. Mort en 461, il est appelé Léon le Grand et il est docteur de l’Église.',
  ],
  '11-11': [
    'Martin naît vers 316 en Pannonie, l’actuelle Hongrie, fils d’un officier romain. Soldat malgré lui, il partage un jour de grand froid, à Amiens, son manteau avec un pauvre ; la nuit suivante, le Christ lui apparaît vêtu de ce manteau.',
    'Baptisé, il quitte l’armée et rejoint saint Hilaire à Poitiers. Il fonde à Ligugé l’un des premiers monastères de Gaule. Élu évêque de Tours en 371 contre son gré, il vit dans un monastère, Marmoutier, et parcourt les campagnes pour les évangéliser.',
    'Il meurt en 397 à Candes. Son tombeau, à Tours, est devenu l’un des grands pèlerinages d’Europe ; des milliers de villages et d’églises de France portent son nom.',
  ],
  '11-17': [
    'Élisabeth naît en 1207, fille du roi André II de Hongrie. Mariée à quatorze ans à Louis, landgrave de Thuringe, elle vit avec lui un mariage heureux et met au monde trois enfants.',
    'À la Wartbourg, elle distribue du pain aux affamés pendant la famine et fait construire un hôpital. Veuve à vingt ans, quand Louis meurt en partant pour la croisade, elle est chassée de la cour.',
    'Elle entre dans le tiers-ordre franciscain et fonde à Marbourg un hôpital où elle soigne elle-même les malades. Morte en 1231, à vingt-quatre ans, elle est canonisée dès 1235.',
  ],
  '11-22': [
    'Cécile est une martyre romaine dont le culte est attesté dès le Ve siècle. Une église du Trastevere, à Rome, porte son nom depuis l’Antiquité.',
    'Selon le récit de sa passion, elle avait consacré sa virginité à Dieu et convertit son époux Valérien et le frère de celui-ci, Tiburce, martyrisés avant elle. Le récit dit qu’elle chantait à Dieu dans son cœur pendant les noces.',
    'C’est pourquoi elle est devenue la patronne des musiciens : le 22 novembre, chorales et orchestres fêtent la Sainte-Cécile.',
  ],
  '11-25': [
    'Catherine d’Alexandrie est, selon une tradition très ancienne, une jeune femme savante martyrisée au début du IVe siècle.',
    'Le récit de sa passion raconte qu’elle aurait réfuté les philosophes réunis par l’empereur pour la faire renoncer à sa foi, au point de les convertir. Condamnée à être déchirée par des roues garnies de pointes, elle aurait été décapitée quand la roue se brisa.',
    'Les historiens tiennent ce récit pour légendaire, mais son culte fut immense au Moyen Âge : un monastère du Sinaï porte son nom, et Jeanne d’Arc disait entendre sa voix. Elle est la patronne des philosophes, des étudiants et, en France, des « catherinettes ».',
  ],
  '11-26': [
    'Delphine de Glandèves naît vers 1284 en Provence. Orpheline très jeune, elle est mariée à quinze ans à Elzéar de Sabran, comte d’Ariano, avec qui elle choisit de vivre un mariage chaste, tout donné à la prière et au service des pauvres.',
    'Le couple vit à Ansouis puis à la cour de Naples, où Elzéar est au service du roi Robert d’Anjou. Tous deux sont tertiaires franciscains. Après la mort d’Elzéar en 1323, Delphine distribue ses biens et vit pauvrement, conseillère écoutée de la reine Sancia.',
    'Revenue en Provence, elle meurt à Apt en 1360. Elzéar a été canonisé en 1369 ; Delphine est honorée comme bienheureuse, et tous deux reposent à Apt.',
  ],
  '11-30': [
    'André, frère de Simon-Pierre, est pêcheur à Bethsaïde, sur le lac de Galilée. Disciple de Jean-Baptiste, il suit Jésus dès qu’il l’entend désigner comme « l’Agneau de Dieu » et court chercher son frère : « Nous avons trouvé le Messie. »',
    'L’évangile de Jean le montre présentant à Jésus l’enfant aux cinq pains et aux deux poissons, puis des Grecs qui veulent le voir.',
    'Selon la tradition, il prêche en Grèce et meurt crucifié à Patras, sur une croix en forme de X, devenue la « croix de Saint-André ». Il est le patron de l’Écosse et du patriarcat de Constantinople.',
  ],
  '12-3': [
    'François Xavier naît en 1506 au château de Xavier, en Navarre. Étudiant à Paris, il y partage sa chambre avec Pierre Favre et rencontre Ignace de Loyola, avec qui il fonde la Compagnie de Jésus.',
    'Parti de Lisbonne en 1541 à la demande du roi du Portugal, il débarque à Goa l’année suivante, puis évangélise la côte de la Pêcherie, les Moluques et le Japon, où il arrive en 1549. Il apprend des langues, catéchise les enfants et baptise des milliers de personnes.',
    'Il meurt en 1552 sur l’île de Shangchuan, aux portes de la Chine où il voulait entrer. Canonisé en 1622, il est avec Thérèse de Lisieux le patron des missions.',
  ],
  '12-6': [
    'Nicolas est évêque de Myre, en Lycie, dans l’actuelle Turquie, au IVe siècle. On sait peu de chose de sa vie, mais son culte s’est répandu très tôt en Orient comme en Occident.',
    'La tradition rapporte sa générosité : il aurait jeté de nuit de l’or par la fenêtre d’un père ruiné pour doter ses trois filles. Une légende médiévale, très populaire en Lorraine, lui fait ressusciter trois enfants tués par un boucher.',
    'En 1087, des marins emportent ses reliques à Bari, en Italie. Patron des enfants, des marins et de la Lorraine, il apporte des friandises aux enfants le soir du 6 décembre.',
  ],
  '12-7': [
    'Ambroise naît vers 340 à Trèves, fils du préfet des Gaules. Avocat, puis gouverneur de la province dont Milan est la capitale, il intervient en 374 pour calmer une élection épiscopale agitée : la foule le réclame comme évêque, alors qu’il n’est pas encore baptisé.',
    'Baptisé et ordonné en une semaine, il se met à l’étude des Écritures et des Pères grecs. Pasteur et prédicateur, il défend l’Église face aux empereurs, compose des hymnes encore chantées et baptise Augustin à Pâques 387.',
    'Il meurt à Milan en 397. Il est l’un des quatre premiers docteurs de l’Église latine, et le rite ambrosien de Milan porte son nom.',
  ],
  '12-13': [
    'Lucie est une jeune chrétienne de Syracuse, en Sicile, martyrisée en 304 pendant la persécution de Dioclétien. Son culte est attesté dès le Ve siècle, et son nom figure dans la prière eucharistique romaine.',
    'Selon la tradition, elle distribue ses biens aux pauvres après la guérison de sa mère, et son fiancé éconduit la dénonce comme chrétienne.',
    'Son nom vient du latin lux, la lumière. Invoquée pour les maladies des yeux, elle est fêtée en Scandinavie par des processions de jeunes filles couronnées de bougies, au cœur de la nuit d’hiver.',
  ],
  '12-14': [
    'Odile naît vers 662, fille d’Etichon, duc d’Alsace. Selon la tradition, née aveugle, elle est rejetée par son père et élevée dans un monastère, où elle recouvre la vue au moment de son baptême.',
    'Réconciliée avec sa famille, elle obtient de son père le château de Hohenbourg, sur la montagne qui porte aujourd’hui son nom, et y fonde une abbaye de femmes. Au pied de la montagne, elle crée à Niedermunster un hospice pour les pèlerins et les malades.',
    'Morte vers 720, elle est la patronne de l’Alsace. Le mont Sainte-Odile reste un haut lieu de pèlerinage et de prière.',
  ],
  '12-26': [
    'Étienne est l’un des sept hommes choisis par la première communauté de Jérusalem pour servir aux tables et prendre soin des veuves : les Actes des Apôtres le décrivent « rempli de grâce et de puissance ».',
    'Accusé de blasphème devant le Sanhédrin, il fait un long discours sur l’histoire du salut. Lapidé hors de la ville, il prie pour ses bourreaux, comme Jésus : « Seigneur, ne leur compte pas ce péché. »',
    'Un jeune homme, Saul, garde les vêtements de ceux qui le lapident : il deviendra l’apôtre Paul. Étienne est le premier martyr chrétien, fêté au lendemain de Noël.',
  ],
  '12-27': [
    'Jean, fils de Zébédée et frère de Jacques, est pêcheur sur le lac de Galilée quand Jésus l’appelle. Il est, avec Pierre et Jacques, témoin de la Transfiguration et de l’agonie à Gethsémani.',
    'La tradition l’identifie au « disciple que Jésus aimait », qui repose sur sa poitrine lors de la Cène et à qui Jésus, sur la croix, confie sa mère. Au matin de Pâques, il court au tombeau avec Pierre : « Il vit, et il crut. »',
    'On lui attribue le quatrième évangile, trois lettres et l’Apocalypse. Selon la tradition, il meurt très âgé à Éphèse, répétant : « Petits enfants, aimez-vous les uns les autres. »',
  ],
  '12-31': [
    'Sylvestre est pape de 314 à 335, au lendemain des persécutions. Son pontificat voit l’Église sortir des catacombes : l’empereur Constantin accorde la liberté de culte et fait bâtir à Rome les basiliques du Latran et de Saint-Pierre.',
    'C’est sous son pontificat que se réunit, en 325, le concile de Nicée, qui affirme la divinité du Christ et donne le Symbole de la foi ; Sylvestre y est représenté par deux prêtres.',
    'Les récits légendaires de son baptême de Constantin sont tardifs. Il est l’un des premiers saints honorés sans avoir été martyr, et la dernière nuit de l’année porte son nom.',
  ],
  '1-2': [
    'Basile naît vers 330 à Césarée de Cappadoce, dans une famille de saints. Il étudie à Constantinople et à Athènes, où il se lie d’amitié avec Grégoire de Nazianze, fêté avec lui ce jour.',
    'Attiré par la vie monastique, il se retire dans le Pont et rédige des règles qui inspirent encore les moines d’Orient. Évêque de Césarée en 370, il défend la foi du concile de Nicée face à l’empereur Valens, favorable aux ariens.',
    'Aux portes de la ville, il fait bâtir un vaste ensemble pour les pauvres, les malades et les voyageurs, qu’on appellera la Basiliade. Mort en 379, il est, avec les deux Grégoire, l’un des Pères cappadociens et un docteur de l’Église.',
  ],
  '1-20': [
    'Sébastien est un soldat chrétien de Rome, martyrisé vers la fin du IIIe siècle, pendant la persécution de Dioclétien. Son tombeau, sur la voie Appienne, a donné naissance à l’une des sept basiliques de pèlerinage de Rome.',
    'Selon le récit de sa passion, officier de la garde impériale, il soutient les chrétiens emprisonnés. Dénoncé, il est percé de flèches, soigné par une veuve nommée Irène, puis mis à mort après avoir de nouveau confessé sa foi.',
    'Les peintres de la Renaissance l’ont souvent représenté attaché à un arbre, le corps percé de flèches. Invoqué contre la peste, il est le patron des archers et des soldats.',
  ],
  '1-25': [
    'Saul, né à Tarse en Cilicie, est un pharisien formé à Jérusalem auprès de Gamaliel. Zélé pour la Loi, il persécute les premiers disciples de Jésus.',
    'Sur la route de Damas, une lumière venue du ciel le jette à terre et une voix lui dit : « Saul, Saul, pourquoi me persécutes-tu ? » Aveugle pendant trois jours, il est baptisé par Ananie et commence aussitôt à annoncer le Christ.',
    'Ce retournement fait de lui l’apôtre des nations. La fête de sa conversion clôt chaque année la semaine de prière pour l’unité des chrétiens.',
  ],
  '2-3': [
    'Blaise est évêque de Sébaste, en Arménie, martyrisé au début du IVe siècle. Son culte se répand au Moyen Âge dans toute l’Europe.',
    'Selon la tradition, il aurait sauvé un enfant qui s’étouffait avec une arête de poisson. Pendant sa captivité, une pauvre femme lui aurait apporté des chandelles pour éclairer son cachot.',
    'De là vient la bénédiction de saint Blaise : le 3 février, dans de nombreuses paroisses, le prêtre bénit la gorge des fidèles avec deux cierges croisés. Il est invoqué contre les maux de gorge.',
  ],
  '2-5': [
    'Agathe est une jeune chrétienne de Catane, en Sicile, martyrisée vers 251, pendant la persécution de l’empereur Dèce. Son nom figure dans la prière eucharistique romaine.',
    'Selon le récit de sa passion, elle refuse les avances du gouverneur Quintien, qui la fait torturer cruellement. Elle meurt en prison, après avoir prié pour ses bourreaux.',
    'Un an après sa mort, dit la tradition, son voile arrêta une coulée de lave de l’Etna. Patronne de Catane, elle est invoquée contre le feu et les maladies du sein.',
  ],
  '2-14': [
    'Valentin est un prêtre romain martyrisé au IIIe siècle et enseveli sur la via Flaminia, au nord de Rome. Un évêque de Terni du même nom, martyr lui aussi, est peut-être le même homme.',
    'On sait peu de chose de sa vie. Le récit de sa passion le montre guérissant la fille aveugle de son geôlier et refusant de renier sa foi.',
    'Le lien entre sa fête et les amoureux n’apparaît qu’au XIVe siècle, chez le poète anglais Chaucer, qui écrit que les oiseaux choisissent leur compagne le jour de la Saint-Valentin. L’usage des billets doux est venu ensuite.',
  ],
  '3-25': [
    'Neuf mois avant Noël, l’Église célèbre l’annonce faite à Marie. À Nazareth, l’ange Gabriel salue la jeune fille : « Je te salue, comblée de grâce, le Seigneur est avec toi. »',
    'Il lui annonce qu’elle concevra un fils, qu’elle appellera Jésus. Marie demande comment cela se fera, puis répond : « Voici la servante du Seigneur ; que tout m’advienne selon ta parole. »',
    'Ce « oui » est au cœur de la prière de l’Angélus, que les cloches rappelaient matin, midi et soir. Le récit de l’évangile de Luc a inspiré d’innombrables peintres, de Fra Angelico à Léonard de Vinci.',
  ],
  '4-7': [
    'Jean-Baptiste de La Salle naît à Reims en 1651. Chanoine de la cathédrale, prêtre, docteur en théologie, rien ne le destine à l’enseignement des enfants pauvres.',
    'En aidant à ouvrir une école gratuite, il découvre la misère des maîtres et des élèves. Il accueille les maîtres chez lui, renonce à son canonicat et à sa fortune, et fonde les Frères des écoles chrétiennes.',
    'Il fait enseigner en français plutôt qu’en latin, réunit les élèves par niveau et forme les maîtres. Mort en 1719 près de Rouen, canonisé en 1900, il est le patron des éducateurs.',
  ],
  '4-25': [
    'Jean, surnommé Marc, est un disciple de Jérusalem, dont la mère accueille la première communauté chez elle. Cousin de Barnabé, il accompagne Paul lors de son premier voyage, puis le quitte, avant de le rejoindre plus tard.',
    'La tradition en fait le compagnon et l’interprète de Pierre, qui l’appelle « Marc, mon fils ». Son évangile, le plus court et sans doute le plus ancien, rapporte la prédication de l’apôtre.',
    'Selon la tradition, il fonde l’Église d’Alexandrie. En 828, des marchands emportent ses reliques à Venise, dont le lion ailé, son symbole, est devenu l’emblème.',
  ],
  '5-14': [
    'Après l’Ascension, les Apôtres réunis à Jérusalem veulent remplacer Judas. Pierre demande que ce soit l’un de ceux qui ont suivi Jésus depuis le baptême de Jean jusqu’à la Résurrection.',
    'Deux noms sont proposés, Joseph Barsabbas et Matthias. Les Apôtres prient, tirent au sort, et le sort tombe sur Matthias, qui est associé aux Onze.',
    'Les Actes des Apôtres ne disent rien de plus de lui. Des traditions tardives le font prêcher en Judée ou en Éthiopie ; ses reliques sont vénérées à Trèves.',
  ],
  '5-31': [
    'Après l’Annonciation, Marie part en hâte vers une ville de Judée pour rendre visite à sa cousine Élisabeth, enceinte de Jean-Baptiste.',
    'À sa salutation, l’enfant tressaille dans le sein d’Élisabeth, qui s’écrie : « Tu es bénie entre toutes les femmes, et le fruit de ton sein est béni. » Marie répond par le Magnificat : « Mon âme exalte le Seigneur. »',
    'Elle reste environ trois mois auprès d’elle. La fête rappelle la joie de la rencontre et le service humble de Marie.',
  ],
  '6-24': [
    'Zacharie, prêtre du Temple, et Élisabeth n’ont pas d’enfant. Un jour, pendant qu’il offre l’encens, l’ange Gabriel annonce à Zacharie la naissance d’un fils ; il doute et devient muet.',
    'À la naissance, on veut appeler l’enfant Zacharie, comme son père, mais Élisabeth dit : « Il s’appellera Jean. » Zacharie l’écrit sur une tablette, retrouve la parole et chante le Benedictus.',
    'Jean-Baptiste est, avec Jésus et Marie, le seul dont l’Église fête la naissance. Six mois avant Noël, au moment où les jours commencent à raccourcir, les feux de la Saint-Jean s’allument dans les villages.',
  ],
  '6-29': [
    'Simon, pêcheur de Galilée, reçoit de Jésus le nom de Pierre : « Tu es Pierre, et sur cette pierre je bâtirai mon Église. » Après l’avoir renié trois fois, il entend le Ressuscité lui confier : « Sois le berger de mes brebis. »',
    'Paul, le persécuteur devenu apôtre, parcourt l’Asie Mineure et la Grèce et écrit aux communautés des lettres qui font partie du Nouveau Testament.',
    'Tous deux meurent martyrs à Rome vers les années 64 à 67 : Pierre crucifié, selon la tradition la tête en bas, Paul décapité, comme citoyen romain. La basilique Saint-Pierre et Saint-Paul-hors-les-Murs gardent leurs tombeaux.',
  ],
  '7-25': [
    'Jacques, fils de Zébédée et frère de Jean, est appelé par Jésus au bord du lac de Galilée. Les deux frères sont surnommés les « fils du tonnerre ».',
    'Avec Pierre et Jean, il est témoin de la Transfiguration et de l’agonie au jardin des Oliviers. Il est le premier des Apôtres à mourir martyr : le roi Hérode Agrippa le fait décapiter vers 44, rapportent les Actes des Apôtres.',
    'Selon la tradition, il aurait annoncé l’Évangile en Espagne, et son tombeau, découvert au IXe siècle, est à Compostelle. Les chemins de Saint-Jacques, balisés par la coquille, attirent chaque année des centaines de milliers de pèlerins.',
  ],
  '7-26': [
    'Les Évangiles ne nomment pas les parents de Marie. Un récit du IIe siècle, le Protévangile de Jacques, les appelle Joachim et Anne et raconte la naissance de leur fille après de longues années d’attente.',
    'Leur culte se répand en Orient, puis en Occident. Anne est la patronne de la Bretagne : à Sainte-Anne-d’Auray, un paysan, Yves Nicolazic, dit l’avoir vue au XVIIe siècle, et un grand pèlerinage y est né.',
    'En 2021, le pape François a institué, le dimanche le plus proche de leur fête, la Journée mondiale des grands-parents et des personnes âgées.',
  ],
  '8-6': [
    'Jésus prend avec lui Pierre, Jacques et Jean et les emmène sur une haute montagne, que la tradition situe au mont Thabor. Devant eux, son visage devient brillant comme le soleil et ses vêtements blancs comme la lumière.',
    'Moïse et Élie s’entretiennent avec lui. Une nuée les couvre et une voix dit : « Celui-ci est mon Fils bien-aimé : écoutez-le ! »',
    'Célébrée depuis longtemps en Orient, la fête est étendue à toute l’Église latine en 1457 par le pape Calixte III. Elle annonce, avant la Passion, la gloire de Pâques.',
  ],
  '8-15': [
    'L’Assomption célèbre l’entrée de Marie, au terme de sa vie terrestre, dans la gloire de Dieu avec son corps et son âme. Les Églises d’Orient fêtent le même jour la Dormition de la Mère de Dieu.',
    'La fête est célébrée à Jérusalem dès le Ve siècle. Le pape Pie XII a proclamé ce dogme le 1er novembre 1950.',
    'En France, le roi Louis XIII a consacré son royaume à Marie en 1638, et le 15 août est resté un jour de processions dans les villes et les villages.',
  ],
  '9-14': [
    'Selon la tradition, sainte Hélène, mère de l’empereur Constantin, retrouve à Jérusalem la croix du Christ. Constantin fait bâtir la basilique du Saint-Sépulcre, consacrée le 13 septembre 335 ; le lendemain, la croix est présentée aux fidèles.',
    'Au VIIe siècle, la relique, emportée par les Perses, est rapportée à Jérusalem par l’empereur Héraclius.',
    'La fête ne célèbre pas la souffrance pour elle-même, mais la croix devenue signe de victoire et d’amour : « Nous adorons ta croix, Seigneur, et nous louons ta sainte résurrection. »',
  ],
  '9-21': [
    'Matthieu, appelé aussi Lévi, est collecteur d’impôts à Capharnaüm, un métier méprisé. Jésus passe devant son bureau et lui dit : « Suis-moi. » Il se lève et le suit.',
    'Il offre un repas où se retrouvent publicains et pécheurs. Aux pharisiens qui s’en indignent, Jésus répond : « Je ne suis pas venu appeler des justes, mais des pécheurs. »',
    'La tradition lui attribue le premier évangile, écrit pour des chrétiens venus du judaïsme, qui rapporte le Sermon sur la montagne. Le Caravage a peint son appel à Saint-Louis-des-Français, à Rome.',
  ],
  '9-29': [
    'L’Église fête ce jour les trois archanges que nomme la Bible. Michel, dont le nom signifie « Qui est comme Dieu ? », combat le dragon dans l’Apocalypse ; en 708, l’évêque Aubert d’Avranches lui dédie le sanctuaire du Mont-Saint-Michel.',
    'Gabriel, « force de Dieu », annonce à Zacharie la naissance de Jean-Baptiste et à Marie celle de Jésus.',
    'Raphaël, « Dieu guérit », accompagne le jeune Tobie dans son voyage et guérit son père aveugle, raconte le livre de Tobie. Michel est invoqué comme le protecteur de l’Église et des combats contre le mal.',
  ],
  '10-9': [
    'Denis est le premier évêque de Paris. Selon Grégoire de Tours, il est envoyé de Rome en Gaule vers 250 avec d’autres évêques missionnaires.',
    'Il est martyrisé avec le prêtre Rustique et le diacre Éleuthère, sur la colline qui sera appelée Montmartre, le « mont des Martyrs ». Une légende le montre marchant, sa tête entre les mains, jusqu’au lieu de sa sépulture.',
    'Sainte Geneviève fait élever une église sur son tombeau, qui deviendra la basilique Saint-Denis, nécropole des rois de France.',
  ],
  '11-2': [
    'Au lendemain de la Toussaint, l’Église prie pour tous les défunts. La commémoration est instituée vers 998 par saint Odilon, abbé de Cluny, pour les monastères de son ordre, puis adoptée par toute l’Église latine.',
    'Ce jour-là, les prêtres peuvent célébrer trois messes, et de nombreuses familles se rendent au cimetière pour fleurir les tombes.',
    'La prière pour les morts dit la foi en la résurrection et la communion qui unit les vivants et ceux qui les ont précédés.',
  ],
  '11-4': [
    'Charles Borromée naît en 1538 à Arona, au bord du lac Majeur. Neveu du pape Pie IV, il est créé cardinal à vingt et un ans et joue un rôle décisif dans la dernière session du concile de Trente.',
    'Archevêque de Milan, il s’installe dans son diocèse, qu’il visite paroisse après paroisse. Il fonde des séminaires pour former les prêtres, réforme le clergé et fait enseigner le catéchisme.',
    'Pendant la peste de 1576, il reste à Milan, soigne les malades et vend ses biens pour nourrir les pauvres. Mort en 1584, il est canonisé en 1610.',
  ],
  '12-8': [
    'L’Église célèbre ce jour la conception de Marie, préservée de toute tache du péché originel dès le premier instant de son existence, en vue de sa mission de Mère du Sauveur.',
    'Le pape Pie IX a proclamé ce dogme le 8 décembre 1854. Quatre ans plus tard, à Lourdes, la dame de la grotte dit à Bernadette : « Je suis l’Immaculée Conception. »',
    'À Lyon, le 8 décembre 1852, l’inauguration de la statue de la Vierge sur la colline de Fourvière est saluée par des lumignons aux fenêtres : c’est l’origine de la fête des Lumières.',
  ],
  '12-25': [
    'À Bethléem, Marie met au monde son fils, l’emmaillote et le couche dans une mangeoire, car il n’y avait pas de place pour eux dans la salle commune, raconte l’évangile de Luc.',
    'Des bergers qui gardent leurs troupeaux dans la nuit reçoivent l’annonce des anges : « Aujourd’hui vous est né un Sauveur. » Ils viennent et trouvent l’enfant.',
    'La fête de la Nativité est célébrée à Rome le 25 décembre dès le IVe siècle. La crèche, que saint François d’Assise fit vivre à Greccio en 1223, en garde la mémoire dans les maisons.',
  ],
  '12-28': [
    'Après la visite des mages, le roi Hérode, craignant pour son trône, fait tuer à Bethléem et dans ses environs tous les garçons de moins de deux ans, rapporte l’évangile de Matthieu.',
    'Joseph, averti en songe, a fui en Égypte avec Marie et l’enfant. L’évangéliste cite le prophète Jérémie : « Rachel pleure ses enfants et ne veut pas être consolée. »',
    'Honorés comme martyrs depuis le Ve siècle, les saints Innocents sont fêtés au lendemain de Noël. Ce jour est l’occasion de prier pour les enfants victimes de la violence.',
  ],
  '1-15': [
    'Rémi naît vers 437 dans une famille noble du Laonnois. Il est élu évêque de Reims très jeune, vers vingt-deux ans, et le reste plus de soixante ans.',
    'Pasteur respecté, il entretient des liens avec Clovis, roi des Francs, dont l’épouse Clotilde est chrétienne. Après la victoire de Tolbiac, Clovis demande le baptême : Rémi le baptise à Reims, un jour de Noël, vers 496 ou 499, avec des milliers de guerriers.',
    'Grégoire de Tours lui prête la parole fameuse : « Courbe la tête, fier Sicambre ; adore ce que tu as brûlé, brûle ce que tu as adoré. » Mort vers 533, il repose à Reims, dans la basilique qui porte son nom.',
  ],
  '1-22': [
    'Vincent est diacre de l’évêque Valère de Saragosse, en Espagne. Pendant la persécution de Dioclétien, tous deux sont arrêtés et conduits à Valence.',
    'L’évêque, qui s’exprime avec difficulté, laisse Vincent parler en son nom. Le diacre confesse sa foi avec tant d’assurance qu’il est torturé avec acharnement ; il meurt en 304.',
    'Saint Augustin a prêché plusieurs fois pour sa fête. Patron des vignerons, il est fêté dans les vignobles, en Bourgogne par la « Saint-Vincent tournante », qui change de village chaque année.',
  ],
  '2-2': [
    'Quarante jours après Noël, Marie et Joseph présentent Jésus au Temple de Jérusalem, selon la loi de Moïse. Un vieillard, Syméon, prend l’enfant dans ses bras et bénit Dieu : « Maintenant, ô Maître, tu peux laisser ton serviteur s’en aller en paix. »',
    'La prophétesse Anne, très âgée, parle de l’enfant à tous ceux qui attendent la délivrance de Jérusalem. Syméon annonce à Marie qu’un glaive lui transpercera l’âme.',
    'Parce que Syméon salue en Jésus la « lumière des nations », on bénit ce jour-là des cierges : c’est la Chandeleur, la fête des chandelles, devenue aussi en France celle des crêpes.',
  ],
  '3-7': [
    'Perpétue, jeune mère de famille de vingt-deux ans, et Félicité, son esclave, enceinte, sont arrêtées à Carthage en 203 avec d’autres catéchumènes.',
    'Perpétue tient en prison un journal qui nous est parvenu, l’un des plus anciens textes écrits par une femme chrétienne. Félicité met au monde une petite fille quelques jours avant d’être conduite à l’amphithéâtre.',
    'Exposées à une vache furieuse, elles se relèvent et se donnent le baiser de paix avant d’être mises à mort. Leurs noms, unis, figurent dans la prière eucharistique romaine.',
  ],
  '4-16': [
    'Benoît-Joseph Labre naît en 1748 à Amettes, en Artois, aîné de quinze enfants. Il frappe à la porte de plusieurs monastères, chartreux et trappistes, qui ne le gardent pas.',
    'Il comprend alors que sa vocation est d’être pèlerin : il parcourt à pied l’Europe, de sanctuaire en sanctuaire, vêtu de haillons, vivant d’aumônes qu’il partage avec plus pauvres que lui.',
    'Installé à Rome, il dort dans les ruines du Colisée et passe ses journées en adoration dans les églises. Mort en 1783, acclamé aussitôt comme un saint par les Romains, il est canonisé en 1881.',
  ],
  '5-1': [
    'En 1955, le pape Pie XII institue, le 1er mai, jour de la fête du Travail, la fête de saint Joseph artisan.',
    'L’Évangile présente Jésus comme « le fils du charpentier ». Joseph a gagné le pain de sa famille par le travail de ses mains et appris son métier à Jésus à Nazareth.',
    'La fête rappelle la dignité de tout travail humain, qui prolonge l’œuvre du Créateur, et les droits des travailleurs, chers à l’enseignement social de l’Église.',
  ],
  '5-16': [
    'Honoré est évêque d’Amiens au VIe siècle. On sait peu de chose de sa vie, sinon sa charité et son humilité.',
    'Selon la légende, sa nourrice, apprenant son élection, aurait dit qu’elle y croirait quand la pelle à pain qu’elle tenait se couvrirait de feuilles : la pelle fleurit aussitôt.',
    'Devenu le patron des boulangers et des pâtissiers, il a donné son nom à une rue de Paris et au gâteau « saint-honoré ».',
  ],
  '5-28': [
    'Germain naît vers 496 près d’Autun. Abbé de Saint-Symphorien d’Autun, il devient évêque de Paris vers 555.',
    'Conseiller des rois mérovingiens, il n’hésite pas à leur reprocher leurs violences. Il fonde avec le roi Childebert l’abbaye Sainte-Croix-et-Saint-Vincent, qui prendra son nom : Saint-Germain-des-Prés.',
    'Très généreux, il rachète des captifs et secourt les pauvres. Mort en 576, il est enterré dans l’abbaye qu’il avait fondée.',
  ],
  '6-4': [
    'Clotilde naît vers 475, princesse burgonde et chrétienne. Vers 493, elle épouse Clovis, roi des Francs, encore païen.',
    'Elle fait baptiser leurs enfants et prie pour la conversion de son mari. Clovis reçoit le baptême à Reims des mains de saint Rémi.',
    'Veuve en 511, éprouvée par les guerres entre ses fils et le meurtre de ses petits-fils, elle se retire à Tours, près du tombeau de saint Martin, où elle se consacre à la prière et aux pauvres. Elle y meurt en 545.',
  ],
  '6-11': [
    'Joseph, lévite originaire de Chypre, est surnommé par les Apôtres Barnabé, « fils de l’encouragement ». Il vend un champ et en dépose le prix aux pieds des Apôtres.',
    'Quand Paul, le persécuteur converti, arrive à Jérusalem et que les disciples le craignent, c’est Barnabé qui le présente aux Apôtres. Envoyé à Antioche, il va chercher Paul à Tarse pour l’aider.',
    'Ensemble, ils partent pour le premier voyage missionnaire, à Chypre et en Asie Mineure. Selon la tradition, il meurt martyr à Salamine, dans son île natale.',
  ],
  '6-16': [
    'Jean-François Régis naît en 1597 à Fontcouverte, dans l’Aude. Entré chez les jésuites, il demande à partir en mission au Canada ; ses supérieurs l’envoient dans les montagnes du Vivarais et du Velay.',
    'Il y parcourt, hiver comme été, des villages isolés, prêche, confesse, visite les malades et les prisonniers. Au Puy, il aide les dentellières et ouvre des maisons pour les femmes en détresse.',
    'Il meurt d’épuisement en 1640 à La Louvesc, en pleine mission. Son tombeau y attire toujours des pèlerins ; il est canonisé en 1737.',
  ],
  '6-28': [
    'Irénée naît à Smyrne, en Asie Mineure, vers 130. Jeune, il écoute l’évêque Polycarpe, qui avait connu l’apôtre Jean.',
    'Prêtre à Lyon, il succède à l’évêque Pothin, mort martyr en 177. Son grand ouvrage, Contre les hérésies, défend la foi transmise par les Apôtres et l’unité du dessein de Dieu : « La gloire de Dieu, c’est l’homme vivant. »',
    'Mort vers 202, il a été proclamé docteur de l’Église en 2022 par le pape François, sous le titre de « docteur de l’unité ».',
  ],
  '8-1': [
    'Alphonse de Liguori naît en 1696 près de Naples. Brillant avocat, il quitte le barreau après avoir perdu un procès et devient prêtre.',
    'Il prêche dans les campagnes du royaume de Naples et fonde en 1732 la congrégation du Très-Saint-Rédempteur, les rédemptoristes, pour les plus abandonnés. Évêque de Sant’Agata dei Goti, il écrit beaucoup, en particulier une théologie morale marquée par la douceur.',
    'Mort en 1787, à quatre-vingt-dix ans, il est docteur de l’Église et patron des confesseurs et des moralistes.',
  ],
  '8-19': [
    'Jean Eudes naît en 1601 à Ri, en Normandie. Prêtre de l’Oratoire, il soigne les pestiférés et prêche plus d’une centaine de missions dans les paroisses.',
    'Pour former les prêtres, il fonde en 1643 la congrégation de Jésus et Marie, les eudistes, et ouvre des séminaires. Il fonde aussi l’ordre de Notre-Dame de Charité pour accueillir les femmes en difficulté.',
    'Apôtre de la dévotion aux Cœurs de Jésus et de Marie, il en compose les premiers offices liturgiques. Mort à Caen en 1680, il est canonisé en 1925.',
  ],
  '8-23': [
    'Isabel Flores de Oliva naît à Lima, au Pérou, en 1586. On la surnomme Rose pour sa beauté.',
    'Refusant le mariage, elle entre dans le tiers-ordre dominicain, sur le modèle de Catherine de Sienne, et vit de prière et de pénitence dans une petite cellule du jardin familial. Elle recueille chez elle des malades, des Indiens et des esclaves.',
    'Morte en 1617, à trente et un ans, elle est la première sainte du continent américain, canonisée en 1671. Elle est la patronne de l’Amérique latine et des Philippines.',
  ],
  '9-8': [
    'Neuf mois après le 8 décembre, l’Église fête la naissance de Marie. Les Évangiles n’en disent rien ; le Protévangile de Jacques, au IIe siècle, la raconte à Jérusalem, chez Anne et Joachim.',
    'La fête est née à Jérusalem, liée à une église bâtie près de la piscine de Bethesda, où la tradition situe la maison d’Anne. Rome l’adopte au VIIe siècle.',
    'Avec celles du Christ et de Jean-Baptiste, c’est l’une des trois naissances que célèbre la liturgie : on fête l’aurore du salut.',
  ],
  '10-28': [
    'Simon et Jude figurent dans toutes les listes des Douze. Simon est surnommé « le Zélote », peut-être pour son zèle pour la Loi.',
    'Jude, appelé aussi Thaddée, demande à Jésus pendant la Cène : « Seigneur, pourquoi vas-tu te manifester à nous, et non pas au monde ? » Une lettre du Nouveau Testament porte son nom.',
    'Selon une tradition ancienne, ils prêchent ensemble en Perse et y meurent martyrs, d’où leur fête commune. Jude est invoqué pour les causes désespérées.',
  ],
  '11-3': [
    'Hubert est évêque de Maastricht au début du VIIIe siècle ; il transfère le siège de son diocèse à Liège, où il fait porter les reliques de saint Lambert, son prédécesseur assassiné.',
    'Il évangélise les Ardennes, encore en partie païennes. Il meurt en 727.',
    'Une légende tardive, empruntée à saint Eustache, raconte qu’à la chasse un vendredi saint, il vit un cerf portant une croix entre ses bois et se convertit. Il est le patron des chasseurs et des forestiers.',
  ],
  '11-15': [
    'Albert naît vers 1200 en Souabe. Étudiant à Padoue, il entre chez les dominicains et enseigne à Paris et à Cologne, où il a Thomas d’Aquin pour élève.',
    'Curieux de tout, il étudie les plantes, les animaux, les minéraux et l’astronomie, et fait connaître Aristote aux théologiens latins : on l’appelle Albert le Grand.',
    'Évêque de Ratisbonne pendant deux ans, il revient ensuite à l’enseignement et meurt à Cologne en 1280. Docteur de l’Église, il est le patron des scientifiques.',
  ],
  '11-21': [
    'Selon le Protévangile de Jacques, Joachim et Anne conduisent Marie au Temple de Jérusalem quand elle a trois ans, pour la consacrer à Dieu.',
    'La fête est née à Jérusalem de la dédicace d’une église Sainte-Marie-la-Neuve, en 543. Elle est célébrée en Orient, puis adoptée par Rome au XIVe siècle.',
    'Elle célèbre le don que Marie fait d’elle-même à Dieu dès l’enfance. C’est aussi la journée des religieuses contemplatives.',
  ],
  '11-23': [
    'Clément est évêque de Rome à la fin du Ier siècle, le troisième successeur de Pierre selon les listes anciennes. Selon Irénée, il avait connu les Apôtres.',
    'Sa lettre aux Corinthiens, écrite vers 96 pour apaiser une querelle dans leur Église, est l’un des plus anciens écrits chrétiens en dehors du Nouveau Testament.',
    'Une tradition tardive le fait exiler en Crimée et jeter à la mer une ancre au cou, d’où son attribut. Le premier canon de la messe romaine le nomme parmi les saints qu’il invoque.',
  ],
  '12-9': [
    'Pierre Fourier naît en 1565 à Mirecourt, en Lorraine. Chanoine régulier, il devient curé de Mattaincourt, une paroisse difficile qu’il transforme par sa patience et son dévouement.',
    'Il crée une caisse de prêt pour libérer ses paroissiens des usuriers. Avec Alix Le Clerc, il fonde la congrégation de Notre-Dame pour instruire gratuitement les filles.',
    'Exilé en Franche-Comté pour avoir refusé de prêter serment au roi de France, il meurt à Gray en 1640. Il est canonisé en 1897.',
  ],
  '12-12': [
    'Jeanne-Françoise Frémyot naît à Dijon en 1572. Mariée au baron de Chantal, elle a quatre enfants et devient veuve à vingt-huit ans, quand son mari meurt dans un accident de chasse.',
    'En 1604, elle rencontre François de Sales, qui devient son guide. Avec lui, elle fonde en 1610 à Annecy l’ordre de la Visitation, ouvert aux femmes de santé fragile et tourné d’abord vers la visite des pauvres et des malades.',
    'Elle fonde de nombreux monastères et meurt à Moulins en 1641. Sa petite-fille est la marquise de Sévigné. Elle est canonisée en 1767.',
  ],
  '12-21': [
    'Pierre Canisius naît en 1521 à Nimègue, aux Pays-Bas. Il est l’un des premiers à rejoindre la Compagnie de Jésus.',
    'Dans l’Allemagne déchirée par la Réforme, il prêche, enseigne, fonde des collèges et participe au concile de Trente. Ses catéchismes, clairs et sans polémique, sont réédités des centaines de fois.',
    'Il passe ses dernières années à Fribourg, en Suisse, où il meurt en 1597. Il est canonisé et déclaré docteur de l’Église en 1925.',
  ],
  '1-1': [
    'Huit jours après Noël, l’Église célèbre Marie, Mère de Dieu. Le concile d’Éphèse, en 431, a reconnu à Marie ce titre, Theotokos en grec : celle qui a enfanté Dieu fait homme.',
    'L’évangile du jour montre les bergers qui trouvent Marie, Joseph et le nouveau-né ; « Marie retenait tous ces événements et les méditait dans son cœur ».',
    'Depuis 1968, le 1er janvier est aussi la Journée mondiale de la paix, pour laquelle le pape publie chaque année un message.',
  ],
  '1-4': [
    'Odilon naît vers 962 en Auvergne, dans la famille de Mercœur. Moine de Cluny, il en devient abbé en 994 et le reste plus de cinquante ans.',
    'Sous sa conduite, l’ordre clunisien s’étend dans toute l’Europe. Il soutient la « trêve de Dieu », qui interdit les combats à certains jours, et nourrit les affamés pendant les famines, au point de vendre les vases sacrés.',
    'C’est lui qui institue, pour ses monastères, la commémoration de tous les défunts au lendemain de la Toussaint. Il meurt à Souvigny en 1049.',
  ],
  '1-27': [
    'Angèle Merici naît vers 1474 à Desenzano, au bord du lac de Garde. Orpheline jeune, elle entre dans le tiers-ordre franciscain et se consacre à l’instruction des filles.',
    'À Brescia, elle réunit en 1535 des jeunes femmes consacrées à Dieu qui restent dans leur famille et se mettent au service de l’éducation, sous le patronage de sainte Ursule : ce sont les ursulines.',
    'Morte en 1540, elle est canonisée en 1807. Ses filles ont ouvert des écoles dans le monde entier, jusqu’au Québec avec Marie de l’Incarnation.',
  ],
  '1-29': [
    'Gildas, dit le Sage, naît en Bretagne insulaire vers 500. Moine lettré, il écrit un livre sévère sur la ruine de la Bretagne, qui dénonce les vices des rois et du clergé de son temps.',
    'Il passe en Armorique et fonde un monastère à Rhuys, sur la presqu’île qui porte aujourd’hui son nom, Saint-Gildas-de-Rhuys.',
    'Il meurt vers 570. Son abbaye, relevée au XIe siècle, garde son tombeau, et les Bretons l’invoquent encore dans de nombreux pardons.',
  ],
  '1-31': [
    'Marcelle est une noble dame romaine du IVe siècle. Veuve après sept mois de mariage, elle refuse de se remarier et transforme sa maison de l’Aventin en lieu de prière et d’étude.',
    'Elle y réunit des femmes qui lisent les Écritures ; saint Jérôme, son ami, répond à ses nombreuses questions par des lettres qui nous sont parvenues.',
    'Lors du sac de Rome par les Goths d’Alaric, en 410, elle est frappée par les soldats qui cherchent son or. Elle meurt peu après, en paix.',
  ],
  '2-21': [
    'Pierre Damien naît à Ravenne en 1007. Orphelin, il garde les porcs avant qu’un frère aîné ne le fasse étudier.',
    'Professeur réputé, il devient moine à Fonte Avellana, un ermitage des Apennins, dont il devient le prieur. Il écrit et prêche pour la réforme de l’Église, contre la simonie et le relâchement du clergé.',
    'Créé cardinal-évêque d’Ostie malgré lui, il remplit de nombreuses missions pour les papes. Il meurt à Faenza en 1072 ; il est docteur de l’Église.',
  ],
  '3-4': [
    'Casimir naît en 1458 à Cracovie, fils du roi de Pologne Casimir IV. Dès sa jeunesse, il préfère la prière et la charité aux honneurs de la cour.',
    'Envoyé à treize ans prendre la couronne de Hongrie, il renonce à l’expédition. Il gouverne ensuite la Pologne en l’absence de son père, avec justice et douceur.',
    'Atteint de tuberculose, il meurt en 1484 à Grodno, à vingt-cinq ans. Il est le patron de la Lituanie.',
  ],
  '3-6': [
    'Colette Boylet naît à Corbie, en Picardie, en 1381. Orpheline, elle vit plusieurs années recluse dans une cellule contre l’église de Corbie.',
    'Elle en sort pour réformer l’ordre des clarisses et le ramener à la pauvreté voulue par sainte Claire. Elle fonde ou réforme dix-sept monastères en France, en Savoie et dans les Flandres.',
    'Elle meurt à Gand en 1447 et est canonisée en 1807. Les « colettines » perpétuent sa réforme.',
  ],
  '3-8': [
    'Jean Ciudad naît au Portugal en 1495. Berger, soldat, colporteur, il mène une vie agitée jusqu’à ce que la prédication de Jean d’Avila, à Grenade, le bouleverse.',
    'Son repentir spectaculaire le fait enfermer comme fou. Il découvre alors la façon dont on traite les malades et décide de consacrer sa vie à les soigner : il ouvre un hôpital à Grenade.',
    'Ses compagnons forment l’ordre des Frères hospitaliers. Mort en 1550, il est le patron des hôpitaux, des malades et des soignants.',
  ],
  '3-9': [
    'Françoise naît à Rome en 1384 dans une famille noble. Mariée très jeune à Lorenzo Ponziani, elle reste une épouse et une mère attentive pendant quarante ans.',
    'Pendant les guerres et les épidémies qui frappent Rome, elle soigne les malades, distribue les provisions de la maison et fonde une communauté d’oblates vivant sans vœux, au service des pauvres.',
    'Veuve, elle rejoint ses oblates à Tor de’ Specchi et y meurt en 1440. La tradition disant qu’elle voyait son ange gardien, elle est devenue la patronne des automobilistes.',
  ],
  '3-14': [
    'Mathilde naît vers 895 en Westphalie. Elle épouse Henri l’Oiseleur, duc de Saxe, qui devient roi de Germanie.',
    'Reine, elle fonde des monastères et des hôpitaux. Veuve, elle souffre de la dureté de ses fils, dont l’un est l’empereur Otton Ier, qui lui reprochent ses largesses.',
    'Réconciliée avec eux, elle partage ses dernières années entre la prière et les œuvres de charité, et meurt en 968 à Quedlinbourg, où elle repose auprès de son époux.',
  ],
  '3-15': [
    'Louise de Marillac naît en 1591. Mariée à Antoine Le Gras, mère d’un fils, elle traverse de longues années de doute et de santé fragile.',
    'Veuve en 1625, elle se met sous la conduite de Vincent de Paul, qui lui confie la visite des Charités de paroisse. En 1633, elle accueille chez elle les premières jeunes filles qui forment les Filles de la Charité.',
    'Elle les forme au service des malades, des enfants trouvés et des pauvres. Elle meurt en 1660, quelques mois avant Vincent de Paul ; elle est la patronne des travailleurs sociaux.',
  ],
  '4-4': [
    'Isidore naît vers 560 à Carthagène, en Espagne. Il succède à son frère Léandre comme évêque de Séville vers 600.',
    'Pasteur, il préside des conciles qui organisent l’Église d’Espagne et fonde des écoles. Ses Étymologies rassemblent tout le savoir de l’Antiquité : ce fut l’un des livres les plus lus du Moyen Âge.',
    'Mort en 636, il est docteur de l’Église. On l’a proposé comme patron d’Internet, pour son effort de mettre le savoir à la portée de tous.',
  ],
  '4-11': [
    'Stanislas naît vers 1030 près de Cracovie. Prêtre, il devient évêque de Cracovie en 1072.',
    'Il reproche au roi Boleslas II sa cruauté et ses désordres, et finit par l’excommunier. En 1079, le roi le tue de sa main pendant qu’il célèbre la messe.',
    'Le meurtre soulève le pays et le roi doit s’exiler. Canonisé en 1253, Stanislas est le patron de la Pologne ; chaque année, une procession conduit ses reliques du château du Wawel à l’église de Skałka, à Cracovie.',
  ],
  '5-3': [
    'Philippe est de Bethsaïde, comme Pierre et André. Appelé par Jésus, il va chercher Nathanaël : « Viens, et vois. » À la Cène, il demande : « Seigneur, montre-nous le Père. »',
    'Jacques, fils d’Alphée, est appelé « le Mineur ». La tradition latine l’identifie à Jacques, « frère du Seigneur », responsable de l’Église de Jérusalem, à qui l’on attribue une lettre du Nouveau Testament.',
    'Leurs reliques, transportées à Rome au VIe siècle, reposent dans la basilique des Saints-Apôtres, d’où leur fête commune.',
  ],
  '5-27': [
    'Augustin est prieur d’un monastère de Rome quand le pape Grégoire le Grand l’envoie, en 596, évangéliser les Angles, avec une quarantaine de moines.',
    'Ils débarquent dans le Kent en 597. Le roi Æthelbert, dont l’épouse Berthe est chrétienne, les accueille, puis reçoit le baptême.',
    'Premier archevêque de Cantorbéry, Augustin y fonde une cathédrale et un monastère. Suivant les conseils de Grégoire, il adapte les coutumes locales plutôt que de les détruire. Il meurt vers 604 ; on l’appelle l’apôtre de l’Angleterre.',
  ],
  '5-30': [
    'Ferdinand III naît en 1199. Roi de Castille à dix-huit ans, puis de León, il réunit définitivement les deux royaumes.',
    'Il reprend aux royaumes musulmans Cordoue, Jaén et Séville, et transforme leurs grandes mosquées en cathédrales. Il respecte les traités et laisse vivre en paix les populations soumises.',
    'Il fonde la cathédrale de Burgos et favorise l’université de Salamanque. Mort à Séville en 1252, il est canonisé en 1671.',
  ],
  '6-6': [
    'Norbert naît vers 1080 à Xanten, en Rhénanie. Chanoine menant une vie mondaine, il est renversé de cheval par la foudre et se convertit.',
    'Prédicateur itinérant, il fonde en 1120 à Prémontré, près de Laon, une communauté de chanoines vivant selon la règle de saint Augustin : les prémontrés.',
    'Nommé archevêque de Magdebourg en 1126, il y réforme le clergé et soutient l’évangélisation des pays slaves. Il meurt en 1134 ; ses reliques reposent depuis 1627 à l’abbaye de Strahov, à Prague.',
  ],
  '6-8': [
    'Médard naît vers 456 à Salency, en Picardie. Évêque de Vermand, il transfère son siège à Noyon.',
    'Très aimé, il aurait institué à Salency la fête de la rosière : une couronne de roses récompensait la jeune fille la plus vertueuse du village.',
    'Il consacre à Dieu la reine Radegonde, qui fonde ensuite un monastère à Poitiers. Mort vers 545, il est resté célèbre par un dicton : « S’il pleut à la Saint-Médard, il pleut quarante jours plus tard. »',
  ],
  '7-3': [
    'Thomas, appelé Didyme, le jumeau, est l’un des Douze. Quand Jésus veut retourner en Judée, il dit aux disciples : « Allons, nous aussi, pour mourir avec lui ! »',
    'Absent le soir de Pâques, il refuse de croire sans voir. Huit jours plus tard, devant le Ressuscité, il s’écrie : « Mon Seigneur et mon Dieu ! »',
    'Selon la tradition, il annonce l’Évangile jusqu’en Inde, où les chrétiens de saint Thomas se réclament de lui, et meurt martyr près de Madras.',
  ],
  '7-14': [
    'Camille de Lellis naît en 1550 dans les Abruzzes. Soldat, joueur invétéré, il se ruine et travaille comme manœuvre chez des capucins.',
    'Converti, soigné pour une plaie à la jambe à l’hôpital Saint-Jacques de Rome, il est frappé par la manière dont on traite les malades. Il fonde les Clercs réguliers, ministres des malades, qui portent une croix rouge sur leur habit.',
    'Il meurt en 1614. Patron des malades, des hôpitaux et des infirmiers, il est l’un des inspirateurs de l’assistance hospitalière moderne.',
  ],
  '7-23': [
    'Brigitte naît en Suède en 1303. Mariée à treize ans, mère de huit enfants, dont sainte Catherine de Suède, elle vit à la cour avant de devenir veuve.',
    'Elle fonde l’ordre du Très-Saint-Sauveur, les brigittines, et s’installe à Rome, où elle presse les papes de revenir d’Avignon. Ses Révélations ont été lues dans toute l’Europe.',
    'Morte à Rome en 1373, elle a été déclarée copatronne de l’Europe par Jean-Paul II en 1999.',
  ],
  '8-2': [
    'Pierre-Julien Eymard naît en 1811 à La Mure, dans l’Isère. Prêtre du diocèse de Grenoble, il entre chez les maristes.',
    'Saisi par l’amour de l’Eucharistie, il fonde en 1856 à Paris la congrégation du Saint-Sacrement, vouée à l’adoration et à la préparation des adultes à la première communion.',
    'Il fonde aussi avec Marguerite Guillot une congrégation féminine, les Servantes du Saint-Sacrement. Mort à La Mure en 1868, il est canonisé en 1962 et surnommé l’apôtre de l’Eucharistie.',
  ],
  '8-30': [
    'Fiacre est un moine irlandais du VIIe siècle. Venu en Gaule, il reçoit de l’évêque de Meaux un terrain au Breuil pour y vivre en ermite.',
    'Il défriche la terre, cultive un jardin et accueille les pèlerins et les malades. Un sanctuaire s’élève sur son tombeau, à Saint-Fiacre-en-Brie.',
    'Il est le patron des jardiniers. Les voitures de louage parisiennes ont pris le nom de fiacres d’une enseigne à son effigie, rue Saint-Martin.',
  ],
  '9-1': [
    'Gilles est un ermite du VIIe siècle venu, selon la tradition, de Grèce en Provence. Il vit dans une forêt près du Rhône, nourri par le lait d’une biche.',
    'Un jour de chasse royale, une flèche destinée à la biche le blesse. Le roi, touché par sa sainteté, l’aide à fonder une abbaye.',
    'Autour de cette abbaye est née la ville de Saint-Gilles, dans le Gard, étape des pèlerins vers Compostelle. Il est invoqué pour les personnes handicapées.',
  ],
  '9-26': [
    'Côme et Damien sont des frères jumeaux, médecins en Syrie, martyrisés vers 300 sous Dioclétien. Leur culte se répand très tôt à Constantinople et à Rome, où le pape Félix IV leur dédie une basilique sur le Forum.',
    'On les appelle les « anargyres », ceux qui ne prennent pas d’argent : ils soignaient gratuitement, pour l’amour du Christ.',
    'Une légende leur prête la greffe de la jambe d’un mort sur un malade. Patrons des médecins, des chirurgiens et des pharmaciens, ils sont nommés dans la prière eucharistique romaine.',
  ],
  '9-28': [
    'Venceslas naît vers 907, petit-fils de la première duchesse chrétienne de Bohême, sainte Ludmila, qui l’élève dans la foi.',
    'Duc de Bohême, il gouverne avec justice, protège les pauvres et favorise l’évangélisation. Son frère Boleslas, jaloux, le fait assassiner à la porte d’une église vers 935.',
    'Vénéré aussitôt comme un martyr, il est le patron de la République tchèque ; sa statue équestre domine la grande place de Prague qui porte son nom.',
  ],
  '10-6': [
    'Bruno naît à Cologne vers 1030. Écolâtre de Reims pendant une vingtaine d’années, il y forme de nombreux clercs, dont le futur pape Urbain II.',
    'En 1084, avec six compagnons, il s’établit dans le massif de la Chartreuse, au nord de Grenoble, pour une vie de silence et de solitude : c’est la naissance des chartreux.',
    'Appelé à Rome par son ancien élève, il obtient de repartir vers la solitude et fonde un ermitage en Calabre, où il meurt en 1101.',
  ],
  '10-16': [
    'Edwige naît vers 1174 en Bavière. Mariée à douze ans à Henri, duc de Silésie, elle est mère de sept enfants.',
    'Duchesse, elle fonde avec son époux le monastère cistercien de Trzebnica, des hôpitaux et des maisons pour les lépreux. Elle marche pieds nus et donne ses biens aux pauvres.',
    'Veuve, éprouvée par la mort de plusieurs de ses enfants, elle se retire à Trzebnica, où elle meurt en 1243. Elle est la patronne de la Silésie.',
  ],
  '10-23': [
    'Jean naît en 1386 à Capistrano, dans les Abruzzes. Juriste et gouverneur de Pérouse, il est emprisonné pendant une guerre et se convertit.',
    'Franciscain, disciple de Bernardin de Sienne, il prêche dans toute l’Europe devant des foules immenses.',
    'En 1456, à plus de soixante-dix ans, il participe à la défense de Belgrade assiégée par les Turcs. Il meurt quelques semaines plus tard d’une épidémie. Il est le patron des aumôniers militaires.',
  ],
  '10-31': [
    'Quentin est un jeune Romain venu en Gaule à la fin du IIIe siècle pour y annoncer l’Évangile.',
    'Il prêche à Amiens, où il est arrêté sur l’ordre du préfet Rictiovare. Torturé, il est décapité à Augusta Viromanduorum.',
    'Son corps, jeté dans la Somme, est retrouvé plus tard par une chrétienne, Eusébie, qui l’ensevelit. La ville qui s’est élevée sur son tombeau porte depuis son nom : Saint-Quentin, dans l’Aisne, où sa basilique domine la vallée.',
  ],
  '11-13': [
    'Brice est recueilli enfant par saint Martin, dans son monastère de Marmoutier. Jeune clerc orgueilleux, il donne bien du souci à son maître, qui le supporte avec patience.',
    'À la mort de Martin, en 397, il lui succède comme évêque de Tours. Accusé par ses diocésains, il doit s’exiler à Rome pendant sept ans.',
    'Innocenté, il revient à Tours, gouverne humblement son diocèse pendant sept années encore et meurt en 444. Grégoire de Tours raconte son histoire comme celle d’un homme que la patience de son maître a converti.',
  ],
  '11-16': [
    'Marguerite naît vers 1045 en Hongrie, où sa famille, de sang royal anglais, est en exil. Après la conquête normande, elle se réfugie en Écosse.',
    'Elle épouse le roi Malcolm III et a huit enfants. Reine, elle fonde des églises, rachète des captifs et sert chaque jour des pauvres à sa table.',
    'Elle meurt en 1093, quelques jours après son mari et son fils aîné, tués au combat. Elle est la patronne de l’Écosse.',
  ],
  '12-4': [
    'Barbe, ou Barbara, est, selon une légende très populaire, une jeune fille de Nicomédie enfermée dans une tour par son père, qui refuse sa foi chrétienne.',
    'Elle y fait percer une troisième fenêtre en l’honneur de la Trinité. Dénoncée, elle est décapitée par son père, qui est aussitôt frappé par la foudre.',
    'Invoquée contre la foudre et la mort subite, elle est la patronne des mineurs, des artificiers et des pompiers. En Provence, on fait germer ce jour-là le blé de la Sainte-Barbe.',
  ],
  '1-5': [
    'Édouard naît vers 1003, fils du roi d’Angleterre Æthelred. Chassé par l’invasion danoise, il passe près de vingt-cinq ans en exil en Normandie, auprès de la famille de sa mère.',
    'Roi d’Angleterre en 1042, il gouverne dans la paix, réputé pour sa piété et sa générosité envers les pauvres. Il fait rebâtir l’abbaye de Westminster, consacrée en décembre 1065.',
    'Il meurt le 5 janvier 1066, sans héritier : sa succession ouvre la conquête normande. Canonisé en 1161, il est surnommé le Confesseur.',
  ],
  '1-6': [
    'Mélaine naît en Bretagne à la fin du Ve siècle. Moine, puis évêque de Rennes, il est l’un des conseillers de Clovis.',
    'Il participe en 511 au concile d’Orléans, qui organise l’Église du royaume franc, et parcourt son diocèse pour l’évangéliser.',
    'Il meurt vers 530 près de Redon. Les pèlerins viennent nombreux à son tombeau, et son culte se répand dans tout l’ouest de la Gaule. À Rennes, l’abbaye et l’église Notre-Dame-en-Saint-Melaine gardent sa mémoire.',
  ],
  '1-16': [
    'Marcel est élu évêque de Rome en 308, après plusieurs années de vacance du siège dues à la persécution de Dioclétien.',
    'Il réorganise l’Église de Rome, divisée en titres confiés à des prêtres, et exige une pénitence de ceux qui avaient renié leur foi pendant la persécution. Cette sévérité provoque des troubles dans la ville.',
    'L’empereur Maxence l’exile ; il meurt en 309. L’église Saint-Marcel, sur la via del Corso à Rome, porte son nom.',
  ],
  '1-23': [
    'Barnard naît en 778 dans le Lyonnais. Soldat de Charlemagne, il quitte les armes pour la vie monastique et fonde l’abbaye d’Ambronay, dans l’Ain.',
    'Devenu archevêque de Vienne vers 810, il défend les droits de l’Église face aux querelles des fils de Louis le Pieux.',
    'Il fonde au bord de l’Isère le monastère autour duquel naîtra la ville de Romans, et y meurt en 842. Son tombeau, dans la collégiale Saint-Barnard de Romans, fut un lieu de pèlerinage tout au long du Moyen Âge.',
  ],
  '2-17': [
    'Selon une légende née en Orient au Ve siècle, Alexis est le fils d’un riche sénateur romain. Le soir de ses noces, il quitte sa maison pour vivre en mendiant à Édesse.',
    'Des années plus tard, il revient à Rome sans être reconnu et vit dix-sept ans sous l’escalier de la maison de son père, qui le nourrit par charité.',
    'À sa mort, une lettre révèle qui il est. La Vie de saint Alexis, au XIe siècle, est l’un des premiers textes littéraires écrits en français.',
  ],
  '2-22': [
    'Isabelle de France naît en 1225, sœur du roi saint Louis. Elle refuse un mariage princier pour se consacrer à Dieu.',
    'Elle fonde près de Paris l’abbaye de Longchamp, pour des clarisses, et en rédige la règle avec des théologiens franciscains. Elle vit à côté du monastère, sans y prendre l’habit, dans la prière et la pauvreté.',
    'Elle meurt en 1270. Sa vie a été écrite par l’abbesse Agnès d’Harcourt, qui l’avait connue. Le pape Léon X autorise son culte en 1521.',
  ],
  '3-18': [
    'Cyrille naît vers 313 à Jérusalem, dont il devient l’évêque vers 350.',
    'Ses Catéchèses, prêchées dans la basilique du Saint-Sépulcre, expliquent le Credo aux catéchumènes puis, après leur baptême à Pâques, les sacrements qu’ils viennent de recevoir.',
    'Exilé trois fois par des empereurs favorables à l’arianisme, il participe au concile de Constantinople en 381 et meurt vers 386. Léon XIII l’a déclaré docteur de l’Église en 1882.',
  ],
  '3-24': [
    'Catherine naît vers 1331, fille de sainte Brigitte de Suède. Mariée jeune, elle vit avec son époux un mariage chaste et consacré à Dieu.',
    'Partie rejoindre sa mère à Rome, elle y apprend la mort de son mari et reste auprès de Brigitte, qu’elle accompagne jusqu’en Terre sainte.',
    'En 1374, elle ramène le corps de sa mère à Vadstena, en Suède, et devient abbesse du monastère de l’ordre du Très-Saint-Sauveur. Elle y meurt en 1381.',
  ],
  '4-1': [
    'Hugues naît en 1053 à Châteauneuf-sur-Isère. Il devient évêque de Grenoble à vingt-sept ans et réforme un diocèse marqué par la simonie et le désordre.',
    'En 1084, il accueille saint Bruno et ses compagnons, qu’il a vus en songe sous la forme de sept étoiles, et les conduit dans le massif de la Chartreuse.',
    'Malgré une santé fragile et son désir de se retirer lui-même à la Chartreuse, les papes lui demandent de rester à la tête de son diocèse. Évêque pendant cinquante-deux ans, il meurt en 1132 et est canonisé dès 1134.',
  ],
  '4-3': [
    'Richard naît en 1197 à Droitwich, en Angleterre. Il étudie à Oxford, à Paris et à Bologne, devient chancelier de l’université d’Oxford, puis de l’archevêque de Cantorbéry.',
    'Élu évêque de Chichester en 1244, il est d’abord rejeté par le roi Henri III, qui confisque ses biens. Il visite son diocèse à pied, vit simplement et partage tout avec les pauvres.',
    'Il meurt en 1253. Sa prière est restée célèbre en Angleterre : te connaître plus clairement, t’aimer plus tendrement, te suivre de plus près, jour après jour.',
  ],
  '4-24': [
    'Marc Roy naît en 1578 à Sigmaringen, en Souabe. Avocat, il défend gratuitement les pauvres, ce qui lui vaut le surnom d’avocat des pauvres.',
    'Écœuré par l’injustice des tribunaux, il entre chez les capucins en 1612 sous le nom de Fidèle, prêche et soigne les soldats malades.',
    'Envoyé prêcher dans les Grisons, en Suisse, il y est tué en 1622 à Seewis. On le tient pour le premier martyr de la congrégation pour la Propagation de la foi, fondée cette même année. Il est canonisé en 1746.',
  ],
  '4-27': [
    'Zita naît en 1218 près de Lucques, en Toscane. À douze ans, elle entre comme servante chez une famille de tisserands, les Fatinelli, où elle restera quarante-huit ans.',
    'D’abord maltraitée par les autres domestiques, elle gagne peu à peu la confiance de tous par sa patience et son travail. Elle donne aux pauvres une part de sa nourriture.',
    'Morte en 1272, canonisée en 1696, elle repose dans la basilique San Frediano de Lucques. Elle est la patronne des employés de maison.',
  ],
  '4-30': [
    'Robert naît vers 1028 en Champagne. Moine, puis abbé de plusieurs monastères, il fonde en 1075 l’abbaye de Molesme, en Bourgogne.',
    'En 1098, désireux d’une vie plus pauvre et plus fidèle à la règle de saint Benoît, il part avec une vingtaine de moines, dont Albéric et Étienne Harding, fonder le « nouveau monastère » de Cîteaux.',
    'Rappelé à Molesme par ses anciens moines et par le pape, il y meurt en 1111. Cîteaux est devenu la maison mère des cisterciens.',
  ],
  '5-20': [
    'Bernardin naît en 1380 en Toscane, à Massa Marittima. Orphelin, il soigne les pestiférés de l’hôpital de Sienne pendant l’épidémie de 1400, puis entre chez les franciscains.',
    'Il prêche pendant près de quarante ans dans toute l’Italie, contre les factions, l’usure et les jeux d’argent. Il répand le monogramme IHS, le nom de Jésus, qu’il fait peindre sur les façades.',
    'Il meurt à L’Aquila en 1444 et est canonisé six ans plus tard.',
  ],
  '6-1': [
    'Justin naît vers 100 à Naplouse, en Samarie, dans une famille païenne. En quête de la vérité, il passe par les écoles des stoïciens, des pythagoriciens et des platoniciens.',
    'Un vieillard rencontré au bord de la mer lui fait découvrir les prophètes et le Christ. Converti, il ouvre une école à Rome et écrit deux Apologies pour défendre les chrétiens devant l’empereur ; il y décrit l’eucharistie du dimanche.',
    'Dénoncé, il est décapité vers 165 avec plusieurs de ses disciples. Il est le patron des philosophes.',
  ],
  '6-15': [
    'Germaine Cousin naît en 1579 à Pibrac, près de Toulouse, dans une famille de paysans. Malade, la main déformée, elle est rejetée par sa belle-mère, qui l’envoie garder les moutons et la fait dormir dans l’étable.',
    'Elle va chaque jour à la messe, plante sa houlette en terre et confie son troupeau à Dieu. Selon la tradition, le pain qu’elle cachait pour les pauvres dans son tablier se changea en fleurs.',
    'Elle meurt en 1601, à vingt-deux ans. Son corps retrouvé intact en 1644 attire les pèlerins ; elle est canonisée en 1867.',
  ],
  '6-17': [
    'Hervé naît aveugle en Bretagne au VIe siècle. Élevé par sa mère, puis par un oncle moine, il devient chantre et maître d’école.',
    'Selon la légende, un loup qui avait dévoré son âne prit sa place pour le guider sur les chemins. Il fonde un monastère à Lanhouarneau, dans le Léon.',
    'On le représente souvent avec son loup et son jeune guide, Guiharan. Il est invoqué pour les maladies des yeux et reste l’un des saints les plus populaires de Bretagne.',
  ],
  '6-26': [
    'Anthelme naît en 1107 à Chignin, en Savoie. Chanoine, il entre à la Grande Chartreuse, qu’une avalanche a détruite, et la reconstruit comme prieur.',
    'Il réunit le premier chapitre général de l’ordre des chartreux. Nommé évêque de Belley en 1163, il soutient le pape Alexandre III contre un antipape et s’occupe des lépreux et des pauvres.',
    'Il meurt en 1178. La cathédrale de Belley garde ses reliques, et la Savoie le compte parmi ses grands saints.',
  ],
  '7-1': [
    'Thierry naît vers 490 près de Reims. Disciple de saint Rémi, il est ordonné prêtre par lui.',
    'Il fonde un monastère sur le mont d’Hor, au nord-ouest de Reims, et y réunit des moines. Le village qui s’y est formé porte son nom, Saint-Thierry.',
    'Selon la tradition, il guérit le roi Thierry Ier, fils de Clovis, d’une maladie des yeux. Il meurt vers 533. L’abbaye de Saint-Thierry a compté parmi ses abbés Guillaume de Saint-Thierry, ami de saint Bernard.',
  ],
  '7-16': [
    'Au XIIe siècle, des ermites latins s’installent sur le mont Carmel, en Terre sainte, près de la source dite d’Élie. Vers 1209, le patriarche Albert de Jérusalem leur donne une règle : ce sont les premiers carmes.',
    'Chassés par les guerres, ils gagnent l’Europe et deviennent un ordre mendiant. Ils honorent Marie comme leur patronne, sous le nom de Notre-Dame du Mont-Carmel.',
    'Selon la tradition, la Vierge donna en 1251 le scapulaire à saint Simon Stock. Porter le scapulaire, deux petits carrés d’étoffe, est devenu un signe de confiance en Marie.',
  ],
  '8-7': [
    'Gaétan de Thiene naît en 1480 à Vicence. Docteur en droit, il travaille à la curie romaine avant d’être ordonné prêtre en 1516.',
    'Avec Gian Pietro Carafa, futur pape Paul IV, il fonde en 1524 les clercs réguliers théatins, qui vivent de la Providence sans rien demander, et soigne les malades incurables.',
    'À Naples, il fonde un mont-de-piété pour prêter sans intérêt aux pauvres. Il meurt en 1547 ; il est le patron du travail en Argentine.',
  ],
  '8-16': [
    'Armel naît en Grande-Bretagne au VIe siècle. Moine, il passe en Armorique avec quelques compagnons.',
    'Il fonde plusieurs ermitages, dont l’un a donné son nom à Ploërmel, la « paroisse d’Armel ». Selon la légende, il maîtrise un dragon qui terrorisait la région en le liant avec son étole.',
    'Il s’éteint vers 570 dans l’un de ses ermitages. Plusieurs paroisses de Bretagne portent son nom, comme Saint-Armel, près de Rennes, et une statue de lui orne la chapelle d’Henri VII à l’abbaye de Westminster.',
  ],
  '8-18': [
    'Hélène naît vers 248 en Bithynie, d’une famille modeste. Compagne de l’officier Constance Chlore, elle est la mère de Constantin, le premier empereur chrétien.',
    'Devenue chrétienne, honorée du titre d’Augusta, elle part à près de quatre-vingts ans en pèlerinage en Terre sainte. Elle y fait bâtir les basiliques de la Nativité, à Bethléem, et de l’Éléona, sur le mont des Oliviers.',
    'La tradition lui attribue la découverte de la vraie croix. Elle meurt vers 330.',
  ],
  '8-21': [
    'Christophe est un martyr de Lycie, au IIIe siècle, dont on ne sait presque rien.',
    'La légende fait de lui un géant qui voulait servir le plus puissant des rois. Un ermite lui conseille de porter les voyageurs d’une rive à l’autre d’un fleuve. Une nuit, il porte un enfant dont le poids devient écrasant : c’est le Christ, qui porte le monde.',
    'Son nom signifie « porteur du Christ ». Il est le patron des voyageurs, et beaucoup d’automobilistes gardent sa médaille dans leur voiture.',
  ],
  '8-24': [
    'Barthélemy est l’un des Douze. On l’identifie à Nathanaël de Cana, que Philippe conduit à Jésus : « Voici vraiment un Israélite, en qui il n’y a pas de ruse. »',
    'Nathanaël répond : « Rabbi, c’est toi le Fils de Dieu ! » Selon la tradition, Barthélemy annonce ensuite l’Évangile jusqu’en Inde et en Arménie, où il meurt écorché vif.',
    'Michel-Ange l’a peint au Jugement dernier de la chapelle Sixtine, tenant sa peau à la main. Le massacre des protestants commencé le 24 août 1572 porte son nom.',
  ],
  '9-22': [
    'Maurice commande, selon le récit de saint Eucher de Lyon au Ve siècle, une légion recrutée en Égypte, la légion thébaine, composée de chrétiens.',
    'À Agaune, dans le Valais, ses soldats refusent de participer à des sacrifices païens et à la persécution de chrétiens. Ils sont massacrés vers la fin du IIIe siècle.',
    'En 515, le roi burgonde Sigismond fonde sur leur tombeau l’abbaye de Saint-Maurice, où la prière des moines n’a jamais cessé depuis.',
  ],
  '10-2': [
    'Léger naît vers 616 dans une famille noble. Élevé à la cour, il devient abbé de Saint-Maixent, dans le Poitou, puis évêque d’Autun vers 663.',
    'Il se heurte à Ébroïn, le maire du palais de Neustrie, qui le fait arrêter. On lui crève les yeux et on lui coupe la langue.',
    'Après deux ans de captivité, il est mis à mort en 679. Honoré aussitôt comme un martyr, il est vénéré à Saint-Maixent, où ses reliques furent portées, et de nombreuses églises de France portent son nom.',
  ],
  '10-25': [
    'Crépin et Crépinien sont deux frères venus de Rome pour annoncer l’Évangile en Gaule, à la fin du IIIe siècle.',
    'À Soissons, ils travaillent comme cordonniers, ne demandent que le prix qu’on peut leur donner et parlent du Christ à leurs clients. Arrêtés, ils sont torturés et décapités.',
    'Ils sont les patrons des cordonniers. La bataille d’Azincourt fut livrée le jour de leur fête, en 1415, et Shakespeare a rendu leur nom célèbre dans Henri V.',
  ],
  '11-20': [
    'Edmond devient roi d’Est-Anglie, à l’est de l’Angleterre, vers 855, encore adolescent.',
    'En 869, les Danois envahissent son royaume. Vaincu et fait prisonnier, il refuse de renier sa foi et de devenir leur vassal ; il est attaché à un arbre, percé de flèches et décapité.',
    'Selon la tradition, un loup garda sa tête jusqu’à ce qu’on la retrouve. La ville de Bury St Edmunds, qui garda ses reliques, porte son nom.',
  ],
  '11-29': [
    'Saturnin, ou Sernin, est envoyé de Rome vers 250 pour évangéliser Toulouse, dont il devient le premier évêque.',
    'Il passe chaque jour devant le temple du Capitole. Les prêtres païens, attribuant à sa présence le silence de leurs oracles, l’attachent à un taureau qui le traîne jusqu’à la mort.',
    'La rue du Taur garde le souvenir de son martyre, et la basilique Saint-Sernin, l’une des plus grandes églises romanes d’Europe, abrite son tombeau.',
  ],
  '12-10': [
    'Romaric est un noble austrasien du VIIe siècle, qui sert à la cour du roi.',
    'Touché par la prédication d’Amé, moine de Luxeuil, il donne ses biens aux pauvres, libère ses serfs et devient moine à son tour.',
    'Vers 620, il fonde avec Amé, sur une colline des Vosges, un monastère double qui deviendra la ville de Remiremont. Il en est l’abbé jusqu’à sa mort, vers 653. L’abbaye, devenue plus tard un chapitre de chanoinesses nobles, fut l’une des plus puissantes de Lorraine.',
  ],
  '12-29': [
    'David, le plus jeune des fils de Jessé, garde les troupeaux de son père à Bethléem quand le prophète Samuel le choisit et lui donne l’onction royale.',
    'Vainqueur de Goliath, roi d’Israël vers l’an 1000 avant notre ère, il fait de Jérusalem sa capitale et y fait monter l’arche d’alliance. Après son péché avec Bethsabée, il se repent ; le psaume Miserere lui est attribué.',
    'La tradition lui attribue aussi de nombreux psaumes. Les Évangiles appellent Jésus « fils de David », héritier de la promesse faite à son trône.',
  ],
  '1-7': [
    'Raymond naît vers 1175 en Catalogne, au château de Peñafort. Professeur de droit à Bologne, chanoine de Barcelone, il entre chez les dominicains en 1222.',
    'Le pape Grégoire IX le charge de rassembler les décrets des papes : ses Décrétales, publiées en 1234, restent le fondement du droit de l’Église jusqu’en 1917. Il est ensuite élu maître général des dominicains.',
    'Revenu à Barcelone, il se consacre au ministère de la confession et à la rencontre des juifs et des musulmans. Il meurt en 1275, presque centenaire ; il est le patron des juristes de l’Église.',
  ],
  '1-8': [
    'Lucien est, selon la tradition, un missionnaire venu de Rome en Gaule au IIIe siècle, avec saint Denis et saint Quentin.',
    'Il annonce l’Évangile dans la région de Beauvais, dont il est tenu pour le premier évêque.',
    'Il y meurt martyr, décapité avec ses compagnons Maxien et Julien. Sa tombe a donné naissance à l’abbaye Saint-Lucien de Beauvais, qui fut l’une des plus importantes du Beauvaisis. La ville l’honore toujours comme le fondateur de son Église.',
  ],
  '1-9': [
    'Alix Le Clerc naît en 1576 à Remiremont, en Lorraine. Jeune fille aimant le monde et la danse, elle se tourne vers Dieu et cherche une vie consacrée utile aux autres.',
    'En 1597, guidée par Pierre Fourier, curé de Mattaincourt, elle réunit quelques compagnes pour ouvrir des écoles gratuites pour les filles : c’est le début de la congrégation Notre-Dame.',
    'Elle dirige la maison de Nancy et meurt en 1622. Elle a été béatifiée en 1947.',
  ],
  '1-10': [
    'Guillaume de Donjeon est moine de Grandmont, puis de l’abbaye cistercienne de Pontigny. Abbé de Chaalis, il est élu archevêque de Bourges en 1200.',
    'Il garde sur le siège épiscopal la vie austère d’un moine, porte le cilice, visite les pauvres et les prisonniers, et défend les droits de l’Église face au roi Philippe Auguste.',
    'Il meurt en 1209, alors qu’il se préparait à prêcher contre l’hérésie albigeoise. Il est canonisé dès 1218.',
  ],
  '1-12': [
    'Tatiana est, selon la tradition, une martyre romaine du IIIe siècle, fille d’un magistrat chrétien, diaconesse de l’Église de Rome.',
    'Arrêtée sous l’empereur Alexandre Sévère, elle refuse de sacrifier aux idoles et, après bien des supplices, est décapitée.',
    'Très vénérée en Russie, elle est la patronne des étudiants : l’université de Moscou fut fondée le jour de sa fête en 1755, et ce jour est resté la fête des étudiants russes.',
  ],
  '1-13': [
    'Yvette naît en 1158 à Huy, dans le pays de Liège. Mariée à treize ans, elle est veuve à dix-huit, avec trois enfants.',
    'Elle refuse de se remarier et se consacre au service des lépreux, dans une léproserie voisine de Huy, pendant une dizaine d’années.',
    'Elle se fait ensuite enfermer comme recluse dans une cellule attenante à la chapelle de la léproserie, où elle vit trente-six ans, conseillant ceux qui viennent la voir. Elle y meurt en 1228.',
  ],
  '1-14': [
    'Nina, ou Nino, est une jeune chrétienne du IVe siècle qui, selon la tradition, arrive captive en Ibérie, l’actuelle Géorgie.',
    'Sa prière obtient la guérison de la reine Nana, puis le roi Mirian se convertit à son tour, vers 337, et fait du christianisme la religion du royaume.',
    'On la représente tenant une croix faite de sarments de vigne liés par ses cheveux, devenue l’emblème de l’Église de Géorgie, qui l’honore comme « égale aux apôtres ».',
  ],
  '1-17': [
    'Roseline de Villeneuve naît en 1263 au château des Arcs, en Provence. Selon la tradition, le pain qu’elle cachait pour les pauvres se changea en roses quand son père la surprit.',
    'Elle entre à la chartreuse de Bertaud, dans les Alpes, puis devient prieure de la chartreuse de la Celle-Roubaud, près des Arcs.',
    'Elle meurt en 1329. Son corps est conservé aux Arcs, dans la chapelle Sainte-Roseline, décorée au XXe siècle par Chagall et Giacometti.',
  ],
  '1-26': [
    'Paule naît à Rome en 347, dans une grande famille. Mère de cinq enfants, veuve à trente-deux ans, elle se tourne vers une vie de prière et de pauvreté.',
    'Elle rencontre saint Jérôme à Rome et le suit en 385 en Terre sainte avec sa fille Eustochium. À Bethléem, elle fonde un monastère d’hommes, un monastère de femmes et une hôtellerie pour les pèlerins.',
    'Elle apprend l’hébreu pour lire les Écritures et soutient Jérôme dans sa traduction de la Bible. Elle meurt à Bethléem en 404.',
  ],
  '2-4': [
    'Selon une tradition ancienne, une femme de Jérusalem essuya le visage de Jésus avec un voile sur le chemin du Calvaire, et ses traits restèrent imprimés sur le tissu.',
    'Les Évangiles ne rapportent pas ce geste ; la tradition donna à cette femme le nom de Véronique, rapproché de vera icon, la « vraie image ».',
    'Le geste de Véronique est la sixième station du chemin de croix : il dit la compassion qui ose s’approcher de celui qui souffre.',
  ],
  '2-8': [
    'Jacqueline de Settesoli est une noble dame romaine, veuve et mère de deux fils, qui rencontre François d’Assise vers 1212 et devient son amie et sa bienfaitrice.',
    'François l’appelle en riant « frère Jacqueline ». Elle l’accueille dans sa maison à Rome et lui prépare des gâteaux aux amandes qu’il aimait.',
    'Avertie qu’il va mourir, elle arrive à Assise en 1226 avec les gâteaux qu’il demandait. Elle meurt vers 1239 et repose dans la basilique Saint-François.',
  ],
  '2-9': [
    'Apolline est une diaconesse âgée d’Alexandrie. En 249, lors d’une émeute contre les chrétiens, elle est saisie par la foule.',
    'On lui brise les dents, puis on la menace de la jeter dans un bûcher si elle ne renie pas sa foi. Elle s’y jette d’elle-même, rapporte l’évêque Denys d’Alexandrie dans une lettre conservée par Eusèbe.',
    'À cause de ce supplice, elle est invoquée contre les maux de dents et est devenue la patronne des dentistes.',
  ],
  '2-15': [
    'Claude La Colombière naît en 1641 près de Lyon. Jésuite, brillant prédicateur, il est nommé en 1675 supérieur de la maison de Paray-le-Monial.',
    'Il y devient le confesseur de sainte Marguerite-Marie Alacoque et la soutient quand elle rapporte les apparitions du Sacré-Cœur, dont il répand le message.',
    'Envoyé à Londres comme prédicateur de la duchesse d’York, il est emprisonné lors de persécutions contre les catholiques, puis expulsé. Il meurt à Paray en 1682 et a été canonisé en 1992.',
  ],
  '2-28': [
    'Romain naît vers 390 dans le Bugey. Vers 435, il se retire avec son frère Lupicin dans les forêts du Jura pour y vivre en ermite.',
    'Des disciples les rejoignent ; ils fondent le monastère de Condat, qui deviendra Saint-Claude, puis d’autres communautés, dont une de femmes confiée à leur sœur.',
    'Romain, doux et compatissant, tempère l’austérité de son frère. Il meurt vers 463. On appelle ces moines les Pères du Jura.',
  ],
  '3-1': [
    'Aubin naît vers 470 en Bretagne. Moine, puis abbé du monastère de Tincillac, il devient évêque d’Angers en 529.',
    'Il lutte contre les mariages incestueux des nobles de son temps, ce qui lui vaut des inimitiés, et rachète des captifs avec les biens de l’Église.',
    'Il participe en 538 au troisième concile d’Orléans et meurt vers 550. De nombreuses églises de l’Ouest portent son nom, et son culte s’est répandu jusqu’en Angleterre.',
  ],
  '3-2': [
    'Charles naît vers 1083, fils du roi saint Canut IV de Danemark. Après l’assassinat de son père, il est élevé en Flandre, à la cour de son grand-père.',
    'Comte de Flandre en 1119, il gouverne avec justice, protège les faibles contre les puissants et nourrit son peuple pendant la famine de 1125 : on le surnomme le Bon.',
    'En 1127, il est assassiné dans l’église Saint-Donatien de Bruges alors qu’il prie, par une famille dont il avait combattu les abus. Il a été béatifié en 1882.',
  ],
  '3-3': [
    'Guénolé naît vers 460 en Bretagne, de parents venus de l’île de Bretagne. Confié enfant au moine Budoc, il se forme à la vie monastique.',
    'Vers 485, il fonde avec quelques compagnons l’abbaye de Landévennec, au fond de la rade de Brest, où il vit dans une grande austérité.',
    'Il meurt en 532. L’abbaye, détruite par les Normands puis à la Révolution, a été relevée au XXe siècle par les bénédictins, qui y prient encore.',
  ],
  '3-13': [
    'Rodrigue est un prêtre de Cabra, en Andalousie, au IXe siècle, quand Cordoue est la capitale de l’émirat omeyyade.',
    'Accusé à tort d’avoir renié l’islam, il est emprisonné à Cordoue, où il rencontre un autre chrétien, Salomon.',
    'Refusant de renoncer au Christ, ils sont décapités ensemble en 857. Saint Euloge de Cordoue, martyr lui-même deux ans plus tard, a raconté leur mort. Ils comptent parmi les quarante-huit martyrs de Cordoue morts entre 850 et 859.',
  ],
  '3-22': [
    'Léa est une dame romaine du IVe siècle. Veuve, elle renonce à sa fortune et à son rang pour mener une vie de prière et de pauvreté.',
    'Elle dirige une communauté de femmes consacrées à Dieu, dont elle est la servante plus que la supérieure.',
    'Saint Jérôme fait son éloge dans une lettre à Marcelle, en 384, l’année de sa mort, l’opposant à un consul mort dans les honneurs : l’humble Léa, dit-il, est entrée dans la gloire.',
  ],
  '3-28': [
    'Gontran, fils de Clotaire Ier et petit-fils de Clovis, devient roi de Burgondie en 561.',
    'D’abord violent comme les rois de son temps, il fait pénitence de ses fautes et devient un souverain soucieux de paix et de justice, protecteur de l’Église et des pauvres.',
    'Il fonde l’abbaye Saint-Marcel, près de Chalon-sur-Saône, où il est enterré après sa mort en 592. Grégoire de Tours, son contemporain, rapporte que le peuple le tenait déjà pour un saint et qu’une malade guérit grâce à quelques fils de son manteau.',
  ],
  '3-30': [
    'Amédée IX naît en 1435 à Thonon, fils du duc de Savoie. Il épouse Yolande de France, sœur du roi Louis XI.',
    'Duc de Savoie en 1465, atteint d’épilepsie, il gouverne avec bonté. À ceux qui lui demandent comment gouverner, il aurait répondu : « Aimez les pauvres, et le Seigneur accordera la paix à vos terres. »',
    'Il confie la régence à son épouse et meurt à Verceil en 1472 ; il repose dans la cathédrale de la ville. Il a été béatifié en 1677.',
  ],
  '3-31': [
    'Benjamin est un diacre de l’Église de Perse, au début du Ve siècle, quand les chrétiens y sont persécutés.',
    'Emprisonné, il est libéré à la demande d’un ambassadeur de l’empereur de Constantinople, à condition de ne plus parler du Christ. Il refuse de se taire et continue à annoncer l’Évangile.',
    'Arrêté de nouveau, il est torturé et meurt martyr vers 424. Son histoire est rapportée par l’historien Théodoret de Cyr, son contemporain.',
  ],
  '4-6': [
    'Marcellin Champagnat naît en 1789 à Marlhes, dans la Loire. Ordonné prêtre en 1816, il fait partie du groupe qui fonde la Société de Marie, les maristes.',
    'Vicaire à La Valla, il découvre l’ignorance des enfants des campagnes et fonde en 1817 les Frères maristes des écoles, pour leur faire la classe et le catéchisme.',
    'Il bâtit de ses mains la maison de l’Hermitage, près de Saint-Chamond, où il meurt en 1840. Canonisé en 1999, il a laissé des frères présents dans plus de quatre-vingts pays.',
  ],
  '4-8': [
    'Julie Billiart naît en 1751 à Cuvilly, en Picardie. Paralysée à la suite d’un choc, elle reste clouée au lit pendant plus de vingt ans, priant et enseignant le catéchisme depuis sa chambre.',
    'Pendant la Révolution, elle doit se cacher. En 1804, à Amiens, elle fonde les Sœurs de Notre-Dame pour l’éducation des filles pauvres, et guérit la même année.',
    'La congrégation s’installe à Namur, où Julie meurt en 1816. Elle est canonisée en 1969.',
  ],
  '4-10': [
    'Fulbert, sans doute d’origine modeste, étudie à Reims auprès du savant Gerbert, le futur pape Sylvestre II.',
    'Écolâtre, puis évêque de Chartres à partir de 1006, il fait de l’école de Chartres l’une des plus réputées d’Europe.',
    'Après l’incendie de 1020, il entreprend la reconstruction de la cathédrale, dont la crypte est son œuvre. Il meurt en 1028, laissant des lettres, des sermons et des hymnes ; ses sermons ont beaucoup fait pour la fête de la Nativité de Marie.',
  ],
  '4-12': [
    'Jules est élu évêque de Rome en 337, l’année de la mort de Constantin.',
    'Il accueille et défend saint Athanase, évêque d’Alexandrie chassé par les ariens, et réunit en 341 un concile à Rome qui le reconnaît innocent. Sa lettre aux évêques d’Orient, conservée par Athanase, demande que de telles causes soient d’abord portées devant l’évêque de Rome.',
    'On lui attribue la fondation de plusieurs églises à Rome, dont Sainte-Marie-du-Trastevere. Il meurt en 352.',
  ],
  '4-13': [
    'Ida naît vers 1040, fille du duc de Basse-Lorraine. Elle épouse Eustache II, comte de Boulogne.',
    'Mère de Godefroy de Bouillon et de Baudouin, premier roi de Jérusalem, elle élève ses fils dans la foi et consacre ses biens à fonder et relever des abbayes.',
    'Veuve, elle vit dans la prière, proche des moines qu’elle a établis, et entretient une correspondance avec saint Anselme, alors abbé du Bec. Elle meurt en 1113.',
  ],
  '4-15': [
    'Paterne naît à Poitiers vers 480. Moine à Ansion, dans le Poitou, il se retire ensuite comme ermite dans la forêt de Scissy, dans le Cotentin.',
    'Il parcourt la région pour l’évangéliser, avec son compagnon Scubilion, et fonde plusieurs monastères.',
    'Devenu évêque d’Avranches, il meurt vers 565, le même jour, dit la tradition, que son ami Scubilion, et tous deux sont ensevelis ensemble. La commune de Saint-Pair-sur-Mer, près de Granville, porte son nom.',
  ],
  '4-17': [
    'Anicet, originaire de Syrie, est évêque de Rome vers 155 à 166.',
    'Il reçoit à Rome Polycarpe, évêque de Smyrne et disciple de l’apôtre Jean, venu parler de la date de Pâques, que les Églises d’Asie ne fêtaient pas le même jour que Rome.',
    'Ils ne parviennent pas à s’accorder, mais se quittent en paix, chacun gardant sa coutume ; Anicet laisse Polycarpe célébrer l’eucharistie à sa place. Saint Irénée a rapporté cet exemple de charité.',
  ],
  '4-18': [
    'Parfait est un prêtre de Cordoue, au IXe siècle, dans l’Espagne gouvernée par les émirs omeyyades.',
    'Interrogé par des musulmans sur ce qu’il pensait du Christ et de Mahomet, il répond sincèrement. Dénoncé pour ces paroles, il est condamné à mort.',
    'Il est décapité en 850, le jour de la fête de la fin du ramadan. Il est le premier des martyrs de Cordoue dont saint Euloge a écrit l’histoire, et sa mort ouvre une série de martyres qui dure près de dix ans.',
  ],
  '2-6': [
    'Gaston, ou Vaast, est un prêtre de Toul à la fin du Ve siècle. Selon la tradition, Clovis, au retour de la bataille de Tolbiac, le prend avec lui pour apprendre la foi chrétienne en chemin vers Reims.',
    'Saint Rémi le fait ensuite évêque d’Arras, une ville ruinée où il restaure la vie chrétienne pendant près de quarante ans.',
    'Il meurt vers 540. Sur son tombeau s’éleva l’abbaye Saint-Vaast d’Arras, dont les bâtiments abritent aujourd’hui le musée des Beaux-Arts.',
  ],
  '2-23': [
    'Lazare est le frère de Marthe et de Marie, à Béthanie, près de Jérusalem. L’Évangile de Jean dit que Jésus l’aimait.',
    'Quand Lazare meurt, Jésus pleure devant son tombeau, puis crie : « Lazare, viens dehors ! » Le mort sort, les mains et les pieds liés de bandelettes. Ce signe décide les grands prêtres à faire mourir Jésus.',
    'Une tradition provençale fait de Lazare le premier évêque de Marseille ; la cathédrale d’Autun, elle, est dédiée à saint Lazare, dont elle reçut des reliques.',
  ],
  '4-5': [
    'Irène est une jeune chrétienne de Thessalonique, martyrisée en 304 pendant la persécution de Dioclétien avec ses sœurs Agapè et Chionia.',
    'Les actes de leur procès, qui nous sont parvenus, montrent qu’elles avaient caché des livres des Écritures, alors que l’empereur ordonnait de les brûler.',
    'Ses sœurs sont brûlées vives ; Irène, interrogée de nouveau, refuse de livrer les livres et meurt à son tour. Son nom signifie la paix.',
  ],
  '4-9': [
    'Gautier naît vers 1030 en Picardie. Professeur réputé, il devient moine, puis, contre son gré, abbé du monastère de Pontoise, fondé par le roi Philippe Ier.',
    'Attiré par la solitude, il s’enfuit plusieurs fois de son abbaye, mais on le ramène toujours. Il lutte contre la simonie, ce qui lui vaut d’être emprisonné par des clercs hostiles.',
    'Il meurt en 1099. En 1153, l’archevêque de Rouen l’inscrit au nombre des saints, l’une des dernières canonisations faites par un évêque.',
  ],
  '5-2': [
    'Boris et son frère Gleb sont fils du grand-prince Vladimir de Kiev, qui a fait baptiser son peuple en 988.',
    'À la mort de leur père, en 1015, leur demi-frère Sviatopolk veut s’emparer du pouvoir. Boris refuse de prendre les armes contre lui et se laisse tuer sans résister, comme le Christ ; Gleb est assassiné peu après.',
    'Ils sont les premiers saints canonisés de la Rus’. L’Église orthodoxe les honore comme « porteurs de la Passion », ceux qui ont accepté une mort injuste sans haine.',
  ],
  '5-5': [
    'Judith est l’héroïne du livre biblique qui porte son nom. Veuve pieuse de Béthulie, elle voit sa ville assiégée par Holopherne, général de Nabuchodonosor, et ses habitants prêts à se rendre.',
    'Elle reproche aux anciens de mettre Dieu à l’épreuve, prie, puis se rend au camp ennemi. Elle gagne la confiance d’Holopherne et lui tranche la tête pendant son sommeil.',
    'Privée de chef, l’armée assyrienne s’enfuit. Les Pères de l’Église ont vu en elle une figure de l’espérance du peuple de Dieu ; le Caravage et Artemisia Gentileschi l’ont peinte.',
  ],
  '5-9': [
    'Pacôme naît vers 292 en Haute-Égypte, dans une famille païenne. Enrôlé de force dans l’armée romaine, il est touché par la charité de chrétiens qui nourrissent les recrues prisonnières.',
    'Baptisé, il vit en ermite auprès du vieux Palamon, puis fonde vers 320 à Tabennisi une communauté où les moines vivent ensemble, prient, travaillent et mangent en commun selon une règle.',
    'À sa mort, en 348, neuf monastères d’hommes et deux de femmes suivent sa règle. Il est regardé comme le père de la vie monastique commune.',
  ],
  '5-10': [
    'Solange est une jeune bergère du Berry, au IXe siècle, près de Bourges. Elle se consacre à Dieu et garde les moutons en priant.',
    'Selon la tradition, le fils du comte de Poitiers veut l’enlever ; elle résiste et il la tue d’un coup d’épée.',
    'Le village où elle vécut porte son nom, Sainte-Solange. Elle est la patronne du Berry, et l’on y portait sa châsse en procession pour demander la pluie ou la fin des épidémies.',
  ],
  '5-17': [
    'Pascal Baylón naît en 1540 en Aragon, dans une famille de paysans. Berger dans son enfance, il apprend seul à lire pour pouvoir prier l’office.',
    'Entré chez les franciscains comme frère convers, il est portier, cuisinier, quêteur. Il passe de longues heures devant le Saint-Sacrement.',
    'Il meurt en 1592 à Villarreal, près de Valence. Canonisé en 1690, il a été déclaré patron des congrès eucharistiques par Léon XIII.',
  ],
  '5-18': [
    'Éric est roi de Suède au milieu du XIIe siècle. Il fait rédiger des lois, protège les pauvres et les femmes et soutient l’implantation de l’Église.',
    'Il conduit une expédition en Finlande, accompagnée par l’évêque Henri d’Uppsala, pour y répandre la foi.',
    'En 1160, au sortir de la messe à Uppsala, il est attaqué et tué par des conjurés alliés à un prétendant danois. Ses reliques sont conservées dans la cathédrale d’Uppsala ; il est le patron de la Suède.',
  ],
  '5-23': [
    'Didier est évêque de Vienne, en Dauphiné, à la fin du VIe siècle. Lettré, il enseigne la grammaire et les auteurs anciens, ce que le pape Grégoire le Grand lui reproche dans une lettre.',
    'Il dénonce les désordres de la cour de Bourgogne et les crimes de la reine Brunehaut, qui le fait déposer et exiler.',
    'Rappelé, il reprend ses reproches ; il est tué vers 607 à l’instigation de la reine, au lieu qui porte aujourd’hui le nom de Saint-Didier-sur-Chalaronne.',
  ],
  '5-24': [
    'Donatien et Rogatien sont deux frères de Nantes, à la fin du IIIe siècle. Donatien est baptisé ; son frère Rogatien, encore catéchumène, demande le baptême.',
    'Arrêtés pendant la persécution, ils refusent de sacrifier aux dieux. Rogatien, qui n’a pu être baptisé, prie pour que le baiser de paix de son frère lui tienne lieu de baptême.',
    'Ils sont mis à mort ensemble vers 290. Ils sont les patrons de Nantes, où une basilique leur est dédiée.',
  ],
  '6-3': [
    'Kévin naît en Irlande au VIe siècle, dans une famille noble du Leinster. Formé par des moines, il se retire en ermite dans la vallée de Glendalough, « la vallée des deux lacs ».',
    'Des disciples le rejoignent, et il y fonde un monastère qui devient l’un des grands foyers de l’Irlande chrétienne.',
    'Il meurt vers 618, très âgé. Les ruines de Glendalough, avec leur tour ronde, attirent encore les pèlerins. La légende raconte qu’un merle pondit dans sa main tendue pendant qu’il priait, et qu’il resta immobile jusqu’à l’éclosion.',
  ],
  '6-10': [
    'Landry est évêque de Paris au milieu du VIIe siècle, sous le roi Clovis II.',
    'Pendant une famine, il vend les biens de son Église pour nourrir les pauvres. La tradition lui attribue la fondation d’un hospice près de la cathédrale, l’ancêtre de l’Hôtel-Dieu de Paris.',
    'Il meurt vers 656 et est enterré à Saint-Germain-l’Auxerrois. Il aurait aussi demandé au moine Marculf de rédiger un recueil de formules, précieux pour connaître le droit de son temps. Une rue de l’île de la Cité porta longtemps son nom.',
  ],
  '6-12': [
    'Guy, ou Vit, est un jeune chrétien de Sicile martyrisé au début du IVe siècle, selon la tradition avec son précepteur Modeste et sa nourrice Crescence.',
    'On raconte qu’il guérit le fils de l’empereur Dioclétien, mais refusa ensuite de sacrifier aux dieux.',
    'Son culte se répand au Moyen Âge jusqu’en Bohême, où la cathédrale de Prague lui est dédiée. On l’invoquait contre les mouvements convulsifs, qu’on appelait la « danse de Saint-Guy ».',
  ],
  '6-14': [
    'Élisée est un prophète d’Israël au IXe siècle avant notre ère. Il laboure son champ quand Élie jette sur lui son manteau : il abandonne ses bœufs et le suit.',
    'Quand Élie est enlevé au ciel dans un char de feu, Élisée reçoit une double part de son esprit. Il multiplie l’huile d’une veuve, ressuscite le fils de la Sunamite et guérit de la lèpre Naaman le Syrien.',
    'Jésus rappelle cette guérison dans la synagogue de Nazareth. Les carmes honorent Élie et Élisée comme les pères de leur ordre.',
  ],
  '6-19': [
    'Romuald naît vers 952 à Ravenne. Témoin d’un duel où son père tue un parent, il fait pénitence au monastère de Classe et y devient moine.',
    'Il parcourt l’Italie et fonde ou réforme de nombreux ermitages et monastères, unissant la vie solitaire et la vie commune.',
    'Vers 1012, il fonde l’ermitage de Camaldoli, en Toscane, berceau des camaldules. Il meurt en 1027 dans l’ermitage de Val di Castro, seul dans sa cellule, comme il l’avait souhaité.',
  ],
  '6-20': [
    'Silvère, fils du pape Hormisdas, né avant que son père ne devienne prêtre, est élu évêque de Rome en 536.',
    'L’impératrice Théodora veut imposer un autre candidat, Vigile. Accusé faussement de trahison, Silvère est déposé par le général Bélisaire et exilé en Asie Mineure.',
    'L’évêque de Patara, en Lycie, où il est exilé, plaide sa cause auprès de l’empereur Justinien, qui le renvoie en Italie. Mais il est relégué sur l’île de Palmarola, où il meurt de faim et de mauvais traitements en 537.',
  ],
  '6-22': [
    'Alban est un habitant de Verulamium, en Bretagne romaine, au IIIe ou au début du IVe siècle.',
    'Encore païen, il cache chez lui un prêtre poursuivi, est touché par sa foi et se convertit. Quand les soldats arrivent, il revêt le manteau du prêtre et se livre à sa place.',
    'Il est décapité sur une colline près de la ville, qui porte aujourd’hui son nom, St Albans. Il est honoré comme le premier martyr de l’île de Bretagne.',
  ],
  '6-23': [
    'Audrey, ou Etheldrède, est une princesse anglo-saxonne du VIIe siècle, fille du roi d’Est-Anglie. Mariée deux fois pour raisons politiques, elle garde la virginité qu’elle avait vouée à Dieu.',
    'Elle obtient de quitter la cour de son second mari, le roi de Northumbrie, et fonde en 673 un monastère double à Ely.',
    'Elle y meurt en 679. Sur son tombeau s’est élevée la cathédrale d’Ely, l’une des plus belles d’Angleterre.',
  ],
  '6-25': [
    'Prosper naît en Aquitaine vers 390. Laïc lettré, il vit à Marseille quand il découvre les écrits de saint Augustin sur la grâce.',
    'Il les défend avec ardeur contre les moines provençaux qui les jugent trop sévères, et écrit à Augustin lui-même.',
    'Installé à Rome, il devient un collaborateur du pape Léon le Grand et rédige une chronique universelle, précieuse pour l’histoire de son temps. On perd sa trace après 455.',
  ],
  '6-30': [
    'Martial est, selon Grégoire de Tours, l’un des sept évêques envoyés de Rome en Gaule vers 250. Il devient le premier évêque de Limoges.',
    'Il évangélise le Limousin, où il meurt en paix. Son tombeau devient le centre d’une grande abbaye, Saint-Martial de Limoges.',
    'Au Moyen Âge, une légende en fait un disciple de Jésus présent à la Cène. L’abbaye fut un haut lieu de la musique et de l’écriture, avant d’être détruite après la Révolution.',
  ],
  '7-5': [
    'Antoine-Marie Zaccaria naît en 1502 à Crémone. Médecin, il soigne les corps avant de se consacrer à soigner les âmes et devient prêtre.',
    'À Milan, il fonde en 1530 les clercs réguliers de Saint-Paul, appelés barnabites, puis les sœurs angéliques, pour renouveler la vie chrétienne par la prédication et l’adoration du Saint-Sacrement.',
    'Il répand l’adoration des Quarante-Heures et meurt en 1539, à trente-six ans. Léon XIII le canonise en 1897, la même année que Pierre Fourier.',
  ],
  '7-6': [
    'Marietta, Maria Goretti, naît en 1890 dans une famille de pauvres métayers d’Italie. Son père meurt quand elle a neuf ans ; elle s’occupe de ses frères et sœurs pendant que sa mère travaille aux champs.',
    'En 1902, un jeune voisin, Alessandro Serenelli, tente de la violer. Elle résiste et il la frappe de nombreux coups de couteau. Avant de mourir, le lendemain, elle lui pardonne.',
    'Converti en prison, Alessandro demandera pardon à sa mère et assistera à la canonisation de Maria, en 1950.',
  ],
  '7-8': [
    'Thibaut naît vers 1039 à Provins, fils du comte de Champagne. Jeune chevalier, il renonce à la carrière des armes pour vivre en pénitent.',
    'Il part avec un ami, travaille comme ouvrier et charbonnier, puis se fait pèlerin et s’installe en ermite en Italie, près de Vicence.',
    'Ordonné prêtre, il meurt en 1066, entouré de disciples. Il est invoqué par les charbonniers, et de nombreuses églises de l’est de la France portent son nom.',
  ],
  '7-10': [
    'Ulrich naît en 890 à Augsbourg. Évêque de la ville en 923, il la relève des ravages des Hongrois et fait rebâtir sa cathédrale.',
    'En 955, il défend Augsbourg assiégée par les Hongrois, jusqu’à la victoire de l’empereur Otton Ier au Lechfeld.',
    'Pasteur infatigable, il visite chaque année son diocèse, en chariot tiré par des bœufs quand l’âge l’empêche de monter à cheval. Mort en 973, il est le premier saint canonisé solennellement par un pape, Jean XV, en 993.',
  ],
  '7-12': [
    'Olivier Plunkett naît en 1625 en Irlande. Ordonné prêtre à Rome, il y enseigne la théologie, puis est nommé archevêque d’Armagh en 1669.',
    'Il visite les paroisses, ouvre des écoles et réconcilie les factions, au milieu des lois pénales qui frappent les catholiques.',
    'Accusé faussement de complot, il est jugé à Londres et pendu à Tyburn en 1681 ; il est le dernier catholique mis à mort pour sa foi en Angleterre. Il est canonisé en 1975.',
  ],
  '7-13': [
    'Henri naît en 973, fils du duc de Bavière. Roi de Germanie en 1002, couronné empereur à Rome en 1014, il épouse Cunégonde, honorée elle aussi comme sainte.',
    'Il soutient la réforme de l’Église et fonde le diocèse de Bamberg, dont il fait bâtir la cathédrale.',
    'Il meurt en 1024 et repose à Bamberg auprès de son épouse, dans un tombeau sculpté par Tilman Riemenschneider. Canonisé en 1146, il est le patron des oblats bénédictins.',
  ],
  '7-17': [
    'Le 17 juillet 1794, seize carmélites de Compiègne montent à l’échafaud, place du Trône-Renversé, à Paris, condamnées pour être restées fidèles à leur vie religieuse.',
    'Parmi elles, sœur Charlotte de la Résurrection, âgée de près de quatre-vingts ans. Elles chantent le Veni Creator en marchant à la guillotine, et chacune renouvelle ses vœux avant de mourir.',
    'Dix jours plus tard, la chute de Robespierre met fin à la Terreur. Leur histoire a inspiré les Dialogues des carmélites de Bernanos et de Poulenc ; elles ont été canonisées en 2024.',
  ],
  '7-18': [
    'Frédéric est évêque d’Utrecht au début du IXe siècle. Petit-fils d’un roi frison, il travaille à l’évangélisation de la Frise.',
    'Il ose reprocher à l’impératrice Judith, épouse de Louis le Pieux, sa conduite, et dénonce les mariages illicites des grands.',
    'En 838, il est assassiné au sortir de la messe, dans son église. Selon la tradition, il pardonne à ses meurtriers avant de mourir et prie pour eux. Son corps repose à Utrecht.',
  ],
  '7-19': [
    'Arsène naît à Rome vers 350 dans une famille sénatoriale. Lettré, il devient le précepteur des fils de l’empereur Théodose, Arcadius et Honorius.',
    'Vers 394, il quitte la cour en secret pour le désert d’Égypte, à Scété. Il entend, raconte la tradition, une voix lui dire : « Fuis, tais-toi, demeure en repos. »',
    'Il vit plus de cinquante ans dans la solitude et le silence, pleurant si souvent en priant, dit-on, qu’il gardait un linge sur sa poitrine. Ses paroles sont parmi les plus célèbres des Pères du désert. Il meurt vers 445.',
  ],
  '7-21': [
    'Victor est un officier romain de Marseille, martyrisé vers la fin du IIIe siècle sous l’empereur Maximien.',
    'Selon le récit de sa passion, il renverse d’un coup de pied l’autel de Jupiter qu’on lui ordonne d’honorer, et il est écrasé sous une meule.',
    'Vers 415, Jean Cassien fonde près de son tombeau l’abbaye Saint-Victor de Marseille, dont les cryptes sont parmi les plus anciens lieux chrétiens de France.',
  ],
  '7-28': [
    'Samson naît au pays de Galles vers 485. Élève de saint Illtud, il devient moine, abbé de l’île de Caldey, puis évêque.',
    'Il passe en Armorique et fonde vers 548 le monastère de Dol, qui devient un évêché. Il intervient auprès du roi franc Childebert en faveur des Bretons.',
    'Il signe en 557 les actes d’un concile de Paris et meurt vers 565. Il est l’un des sept saints fondateurs de la Bretagne, que l’on honore au Tro Breiz.',
  ],
  '8-3': [
    'Lydie est une marchande de pourpre originaire de Thyatire, en Asie Mineure, installée à Philippes, en Macédoine. Elle craint Dieu et prie avec d’autres femmes au bord de la rivière.',
    'Paul y prend la parole, et « le Seigneur lui ouvrit le cœur », disent les Actes des Apôtres. Elle est baptisée avec toute sa maison.',
    'Elle insiste pour accueillir Paul et ses compagnons chez elle. On la tient pour la première chrétienne d’Europe.',
  ],
  '8-5': [
    'Abel est le second fils d’Adam et Ève, berger, tandis que son frère Caïn cultive la terre. Dieu agrée l’offrande d’Abel, les premiers-nés de son troupeau.',
    'Jaloux, Caïn tue son frère dans les champs. Dieu lui demande : « Où est ton frère Abel ? » Et Caïn répond : « Je ne sais pas. Suis-je le gardien de mon frère ? »',
    'La lettre aux Hébreux cite Abel en premier parmi les témoins de la foi, et Jésus parle du « sang d’Abel le juste ». Il est la figure de tous les innocents mis à mort.',
  ],
  '8-13': [
    'Hippolyte est un prêtre de Rome au début du IIIe siècle, savant théologien, à qui l’on attribue la Tradition apostolique, qui décrit la liturgie et les ministères de son temps.',
    'En désaccord avec le pape Calixte, il se fait élire par ses partisans et devient le premier antipape.',
    'En 235, l’empereur Maximin exile en Sardaigne le pape Pontien et Hippolyte. Réconciliés, ils y meurent tous deux, et l’Église les honore ensemble comme martyrs.',
  ],
  '8-17': [
    'Hyacinthe naît vers 1185 en Silésie, dans la famille noble des Odrowąż. Chanoine de Cracovie, il rencontre saint Dominique à Rome vers 1220 et reçoit de lui l’habit des frères prêcheurs.',
    'Il fonde des couvents à Cracovie, Gdańsk et jusqu’à Kiev, et parcourt l’Europe du Nord et de l’Est : on l’appelle l’apôtre du Nord.',
    'Une légende raconte qu’à Kiev, pendant un raid tatar, il sauva le Saint-Sacrement et une statue de la Vierge. Il meurt à Cracovie en 1257 et est canonisé en 1594.',
  ],
  '8-31': [
    'Aristide est un philosophe d’Athènes converti au christianisme au IIe siècle.',
    'Il adresse à l’empereur, vers 125 ou quelques années plus tard, une Apologie, l’une des plus anciennes défenses de la foi chrétienne : il y décrit la vie des chrétiens, leur charité et leur pureté de mœurs.',
    'Ce texte, connu seulement de nom, a été retrouvé au XIXe siècle dans une traduction syriaque, au monastère Sainte-Catherine du Sinaï, puis reconnu dans un roman grec, Barlaam et Josaphat.',
  ],
  '9-4': [
    'Rosalie naît au XIIe siècle à Palerme, dans une famille noble. Jeune fille, elle quitte le monde pour vivre en ermite dans une grotte, d’abord près de Bivona, puis sur le mont Pellegrino, au-dessus de Palerme.',
    'Elle y meurt vers 1170, oubliée de tous.',
    'En 1624, pendant une épidémie de peste, ses restes sont retrouvés dans la grotte ; portés en procession à travers la ville, ils sont suivis de la fin du fléau. Elle est depuis la patronne de Palerme, qui la fête chaque année en juillet.',
  ],
  '9-7': [
    'Reine est, selon la tradition, une jeune chrétienne d’Alésia, en Bourgogne, au IIIe siècle, élevée par une nourrice chrétienne alors que son père était païen.',
    'Le gouverneur Olybrius veut l’épouser ; elle refuse parce qu’elle s’est consacrée au Christ, et il la fait torturer et décapiter.',
    'Son récit tient de la légende, mais son culte est très ancien : le village d’Alise-Sainte-Reine, au pied du mont Auxois, accueille chaque septembre un pèlerinage et un mystère joué par les habitants.',
  ],
  '9-16': [
    'Édith naît en 961, fille du roi d’Angleterre Edgar. Elle est élevée par sa mère à l’abbaye de Wilton, où elle prend le voile.',
    'Instruite, simple sous ses vêtements précieux, elle se met au service des pauvres et des malades. Elle refuse de devenir abbesse de plusieurs monastères et, selon la tradition, la couronne que lui offraient des nobles après la mort de son frère.',
    'Elle fait bâtir à Wilton une église dédiée à saint Denis et meurt en 984, à vingt-trois ans.',
  ],
  '9-19': [
    'Émilie de Rodat naît en 1787 près de Rodez. Après une jeunesse insouciante, elle se consacre à Dieu et cherche sa voie dans plusieurs communautés.',
    'En 1815, à Villefranche-de-Rouergue, elle entend des mères regretter de ne pouvoir faire instruire leurs filles. Elle ouvre une école gratuite et fonde la congrégation de la Sainte-Famille.',
    'Ses sœurs tiennent des écoles, visitent les prisonniers et recueillent les femmes en détresse. Elle meurt en 1852 et est canonisée en 1950.',
  ],
  '9-24': [
    'Thècle est une jeune fille d’Iconium, en Asie Mineure, dont parlent les Actes de Paul et Thècle, un récit du IIe siècle.',
    'En entendant prêcher saint Paul, elle rompt ses fiançailles pour se consacrer au Christ. Condamnée au bûcher, puis aux bêtes, elle est miraculeusement épargnée.',
    'Elle aurait fini ses jours dans une grotte près de Séleucie, où se développa un grand pèlerinage. Les Églises d’Orient l’honorent comme « égale aux apôtres ».',
  ],
  '9-25': [
    'Hermann naît en 1013 en Souabe, si lourdement handicapé qu’il ne peut presque pas bouger ni parler distinctement : on l’appelle Hermann le Contrefait.',
    'Confié enfant à l’abbaye de Reichenau, sur le lac de Constance, il y devient moine et l’un des plus grands savants de son temps : astronomie, mathématiques, musique, histoire.',
    'Il compose des hymnes, dont l’Alma Redemptoris Mater ; on lui a longtemps attribué le Salve Regina. Il meurt en 1054.',
  ],
  '10-3': [
    'Gérard naît vers 895 dans le comté de Namur. Chevalier, il fonde sur ses terres l’abbaye de Brogne, vers 919, et s’y fait moine.',
    'À la demande des princes, il réforme de nombreux monastères de Flandre et de Lotharingie, comme Saint-Ghislain et Saint-Bertin, en y restaurant la règle de saint Benoît.',
    'Il meurt à Brogne en 959. Le village qui entourait son abbaye, près de Namur, s’appelle aujourd’hui Saint-Gérard.',
  ],
  '10-7': [
    'Serge et Bacchus sont deux officiers romains de haut rang, martyrisés en Syrie au début du IVe siècle.',
    'Dénoncés comme chrétiens parce qu’ils refusent d’entrer dans un temple avec l’empereur, ils sont dégradés, promenés en vêtements de femmes, puis torturés. Bacchus meurt sous les coups, Serge est décapité à Resafa.',
    'Leur culte devient immense en Orient : Resafa prend le nom de Sergiopolis, et l’empereur Justinien leur dédie à Constantinople une église, aujourd’hui la « petite Sainte-Sophie ».',
  ],
  '10-11': [
    'Firmin naît à Pampelune au IIIe siècle, fils d’un sénateur converti par un prêtre venu de Toulouse. Ordonné évêque, il part annoncer l’Évangile en Gaule.',
    'Il prêche en Aquitaine, puis à Beauvais, et s’établit à Amiens, dont il devient le premier évêque.',
    'Il y est décapité vers 303. Ses reliques, retrouvées au VIIe siècle, reposent dans la cathédrale d’Amiens. Il est le patron d’Amiens et de Pampelune, où les fêtes de la San Fermín, en juillet, rappellent sa mémoire.',
  ],
  '10-12': [
    'Wilfrid naît en Northumbrie en 634. Formé au monastère de Lindisfarne, il voyage à Rome et en Gaule, d’où il rapporte les usages de l’Église romaine.',
    'Au synode de Whitby, en 664, il plaide pour la date romaine de Pâques, qui l’emporte. Évêque d’York, souvent en conflit avec les rois et les archevêques, il est exilé plusieurs fois et fait appel à Rome.',
    'Pendant un exil, il évangélise le Sussex, encore païen. Il fonde les monastères de Ripon et d’Hexham et meurt en 709.',
  ],
  '10-13': [
    'Géraud naît en 855 en Auvergne, dans une famille de comtes. Frappé jeune par la maladie, il se cultive et grandit dans la piété.',
    'Devenu comte d’Aurillac, il reste laïc, gouverne avec justice, rend la liberté à ses serfs et protège les pauvres. Il fonde vers 894 l’abbaye d’Aurillac, où étudiera le futur pape Sylvestre II.',
    'Il meurt en 909. Saint Odon, abbé de Cluny, écrit sa vie pour montrer qu’un seigneur peut être saint dans le monde.',
  ],
  '10-21': [
    'Céline est la mère de saint Rémi, l’évêque qui baptisa Clovis. Elle vit au Ve siècle dans le Laonnois.',
    'Selon la tradition, un ermite aveugle, Montan, lui annonce qu’elle aura un fils qui sera le pasteur de son peuple ; elle est alors âgée. Quand l’enfant naît, Montan retrouve la vue en touchant le lait qui l’a nourri.',
    'Elle élève ses fils dans la foi ; l’aîné, Principe, devient évêque de Soissons. Elle meurt vers 458.',
  ],
  '10-26': [
    'Démétrios, Dimitri en russe, est un martyr de Thessalonique, mis à mort vers 306, pendant la persécution de Maximien.',
    'Selon la tradition, officier romain et diacre, il est arrêté pour avoir enseigné la foi et transpercé de lances dans les thermes où on l’avait enfermé.',
    'Patron de Thessalonique, dont la basilique Saint-Démétrius abrite ses reliques, il est, avec saint Georges, l’un des grands saints guerriers des icônes orientales.',
  ],
  '10-29': [
    'Narcisse est évêque de Jérusalem à la fin du IIe siècle, très âgé et vénéré pour sa sainteté.',
    'L’historien Eusèbe rapporte qu’un soir de vigile pascale, l’huile manquant pour les lampes, il fit puiser de l’eau, pria sur elle, et qu’elle brûla comme de l’huile.',
    'Calomnié, il se retire au désert ; rappelé, il gouverne son Église jusqu’à plus de cent ans, aidé d’un évêque coadjuteur, Alexandre. Il meurt vers 216.',
  ],
  '11-6': [
    'Bertille naît au VIIe siècle près de Soissons. Elle entre jeune à l’abbaye de Jouarre, où elle soigne les malades et instruit les enfants.',
    'La reine Bathilde la choisit pour être la première abbesse du monastère de Chelles, qu’elle fonde vers 658. Bertille le gouverne pendant près de cinquante ans.',
    'Sous sa conduite, Chelles attire des jeunes femmes venues jusque d’Angleterre, et la reine elle-même s’y retire. Bertille meurt vers 705.',
  ],
  '11-9': [
    'Théodore, surnommé la Recrue, est un jeune soldat de l’armée romaine en garnison à Amasée, dans le Pont, au début du IVe siècle.',
    'Chrétien, il refuse de sacrifier aux dieux et met le feu au temple de Cybèle. Il est condamné au bûcher vers 306.',
    'Saint Grégoire de Nysse prononça son panégyrique dans l’église qui gardait ses reliques. Il est l’un des saints soldats les plus honorés en Orient, et Venise l’eut pour patron avant saint Marc.',
  ],
  '11-14': [
    'Sidoine Apollinaire naît à Lyon vers 430, dans une grande famille gallo-romaine. Poète, gendre d’un empereur, il devient préfet de Rome en 468.',
    'Vers 470, les habitants de Clermont le choisissent pour évêque. Il défend la ville assiégée par les Wisigoths, puis est exilé quand l’Auvergne leur est livrée.',
    'Revenu, il gouverne son Église avec bonté, vendant l’argenterie de sa maison pour les pauvres. Ses lettres sont un témoignage irremplaçable sur la fin de l’Empire en Gaule. Il meurt vers 486.',
  ],
  '11-24': [
    'Flora naît à Cordoue au IXe siècle, d’un père musulman et d’une mère chrétienne qui l’élève dans la foi.',
    'Dénoncée par son frère, elle est battue, puis s’enfuit. Revenue témoigner de sa foi, elle est emprisonnée avec une autre jeune chrétienne, Marie.',
    'Saint Euloge, lui-même en prison, les encourage par ses lettres et par un traité qu’il leur dédie. Elles sont décapitées ensemble en 851, et Euloge, libéré peu après, raconte leur martyre.',
  ],
  '11-28': [
    'Jacques naît en 1394 dans la Marche d’Ancône, en Italie. Docteur en droit, il entre chez les franciscains et devient disciple de saint Bernardin de Sienne.',
    'Pendant plus de quarante ans, il prêche en Italie, en Hongrie, en Bohême et jusqu’en Bosnie, fonde des couvents et des monts-de-piété pour lutter contre l’usure.',
    'Il meurt à Naples en 1476 et est canonisé en 1726. Il repose dans l’église Sainte-Marie-la-Neuve de Naples.',
  ],
  '12-11': [
    'Daniel est un jeune Juif déporté à Babylone au VIe siècle avant notre ère et élevé à la cour du roi Nabuchodonosor.',
    'Fidèle à la Loi, il refuse la nourriture du roi et interprète ses songes. Jeté dans la fosse aux lions pour avoir continué à prier son Dieu, il en sort indemne.',
    'Le livre qui porte son nom contient la vision du « Fils d’homme » venant sur les nuées, que Jésus reprend pour parler de lui-même.',
  ],
  '12-16': [
    'Alice, ou Adélaïde, naît vers 931, fille du roi de Bourgogne. Veuve de Lothaire, roi d’Italie, elle est emprisonnée par son successeur, s’évade et épouse Otton Ier, avec qui elle est couronnée impératrice en 962.',
    'Régente pour son petit-fils Otton III, elle gouverne avec sagesse, fonde des monastères et soutient la réforme de Cluny.',
    'Elle se retire au monastère de Seltz, en Alsace, qu’elle a fondé, et y meurt en 999. Saint Odilon, abbé de Cluny, a écrit son éloge.',
  ],
  '12-18': [
    'Gatien est, selon Grégoire de Tours, l’un des sept évêques envoyés de Rome en Gaule vers 250. Il devient le premier évêque de Tours.',
    'Dans une ville encore païenne, il célèbre dans des grottes et des maisons, baptise et forme une petite communauté chrétienne pendant une cinquantaine d’années.',
    'Il meurt en paix, et saint Martin, plus d’un siècle plus tard, vénère son tombeau. La cathédrale de Tours, chef-d’œuvre du gothique flamboyant, porte son nom.',
  ],
  '12-19': [
    'Guillaume de Grimoard naît en 1310 en Lozère. Bénédictin, professeur de droit, abbé de Saint-Victor de Marseille, il est élu pape à Avignon en 1362 sous le nom d’Urbain V.',
    'Il garde sous la tiare la vie simple d’un moine, soutient les universités et finance les études de centaines d’étudiants pauvres.',
    'En 1367, il ramène la papauté à Rome, mais les troubles d’Italie le décident à revenir à Avignon, où il meurt en 1370. Il a été béatifié en 1870.',
  ],
  '12-22': [
    'Françoise-Xavière Cabrini naît en 1850 en Lombardie. Institutrice, elle fonde en 1880 les Missionnaires du Sacré-Cœur de Jésus.',
    'Elle rêve de la Chine, mais le pape Léon XIII l’envoie en 1889 vers l’Ouest, à New York, auprès des émigrés italiens. Elle y ouvre écoles, orphelinats et hôpitaux, puis dans toute l’Amérique.',
    'Elle meurt à Chicago en 1917. Canonisée en 1946, elle est la première citoyenne des États-Unis déclarée sainte et la patronne des migrants.',
  ],
  '12-24': [
    'Adèle est une noble dame franque de la fin du VIIe siècle, apparentée aux maires du palais austrasiens.',
    'Veuve, elle consacre ses biens à fonder un monastère de femmes à Pfalzel, au bord de la Moselle, près de Trèves, dont elle devient l’abbesse.',
    'Elle accueille saint Boniface, l’apôtre de la Germanie, et lui confie son petit-fils Grégoire, qui le suivra dans ses missions et deviendra abbé à Utrecht. Elle meurt vers 735.',
  ],
  '1-11': [
    'Paulin naît vers 730 dans le Frioul, au nord-est de l’Italie. Grammairien réputé, il est appelé par Charlemagne à sa cour, où il se lie d’amitié avec Alcuin et les lettrés qui entourent le roi.',
    'En 787, il devient patriarche d’Aquilée. Il prend part aux conciles qui condamnent l’adoptianisme, une doctrine selon laquelle le Christ, en tant qu’homme, ne serait que le fils adoptif de Dieu, et réunit lui-même un concile dans le Frioul en 796.',
    'Pasteur attentif, il soutient la mission auprès des Avars et demande qu’on ne baptise personne sans l’avoir d’abord instruit. Il compose aussi des hymnes ; on lui attribue parfois l’Ubi caritas. Il meurt en 802.',
  ],
  '1-18': [
    'Prisca, ou Prisque, est une martyre romaine des premiers siècles dont l’histoire nous est mal connue. Sa mémoire est attachée à l’église Sainte-Prisque, sur l’Aventin, l’une des plus anciennes églises titulaires de Rome.',
    'Le récit de sa passion, rédigé bien plus tard, la présente comme une jeune fille mise à mort pour avoir refusé de sacrifier aux dieux ; il tient davantage de la légende que de l’histoire.',
    'Une tradition ancienne rapproche aussi ce lieu de Prisca, ou Priscille, et de son mari Aquilas, fabricants de tentes et amis de saint Paul, dont parlent les Actes des Apôtres : ils accueillaient une communauté chrétienne dans leur maison.',
  ],
  '1-19': [
    'Selon le récit de leur passion, Marius, un noble perse, vient à Rome vers 270 avec sa femme Marthe et leurs deux fils, Audifax et Abachum, pour prier sur les tombeaux des martyrs.',
    'Au temps de l’empereur Claude le Gothique, ils visitent les chrétiens emprisonnés et donnent une sépulture aux corps des martyrs. Arrêtés à leur tour, ils refusent de sacrifier aux idoles et sont mis à mort près de la voie Cornelia ; Marthe est noyée dans un puits.',
    'Leur histoire, écrite plus tard, mêle souvenirs et légende, mais leur culte est ancien à Rome. Le nom de Marius fut aussi celui d’un évêque d’Avenches, en Suisse, au VIe siècle, auteur d’une chronique de son temps.',
  ],
  '1-30': [
    'Martine est une martyre romaine, sans doute du IIIe siècle. Les actes de sa passion, composés longtemps après, lui prêtent des supplices extraordinaires et tiennent de la légende ; son culte, lui, est ancien.',
    'Une église lui est dédiée près du Forum romain dès le VIIe siècle. En 1634, des travaux y mettent au jour des reliques qu’on lui attribue ; le pape Urbain VIII fait rebâtir l’église et compose lui-même des hymnes en son honneur.',
    'L’église des Saints-Luc-et-Martine, élevée par Pierre de Cortone pour l’Académie de Saint-Luc, celle des peintres, est l’un des chefs-d’œuvre du baroque romain. Martine est honorée comme l’une des patronnes de Rome.',
  ],
  '2-1': [
    'Ela, ou Ella, naît vers 1187, héritière du comté de Salisbury, en Angleterre. Encore enfant, elle est mariée à Guillaume Longue-Épée, demi-frère des rois Richard Cœur de Lion et Jean sans Terre.',
    'Veuve en 1226, mère de nombreux enfants, elle refuse de se remarier et administre elle-même ses terres. Elle fonde l’abbaye de Lacock, pour des chanoinesses de saint Augustin, y entre comme religieuse et en devient l’abbesse en 1240.',
    'Elle fonde aussi une chartreuse à Hinton, en mémoire de son mari. Morte en 1261, elle est vénérée sous le nom de sainte Ella sans avoir été canonisée selon les formes ; les bâtiments de Lacock existent encore.',
  ],
  '2-7': [
    'Eugénie Smet naît à Lille en 1825. Jeune, elle se sent appelée à prier et à agir pour les âmes du purgatoire, et s’étonne qu’aucune congrégation ne s’y consacre entièrement.',
    'Encouragée par le curé d’Ars, qu’elle consulte par lettre, elle fonde à Paris, en 1856, les Auxiliatrices des âmes du purgatoire, et prend le nom de Marie de la Providence. Les sœurs soignent à domicile les malades pauvres et offrent leur travail pour les défunts.',
    'Atteinte d’un cancer, elle meurt à Paris le 7 février 1871, au lendemain du siège de la ville. Eugénie Smet a été béatifiée en 1957 ; ses sœurs sont aujourd’hui présentes sur plusieurs continents.',
  ],
  '2-10': [
    'Arnaud, en italien Arnaldo, est au XIIIe siècle abbé du monastère bénédictin de Sainte-Justine, à Padoue. Il gouverne sa communauté au moment où la ville tombe sous la coupe d’Ezzelino da Romano, un seigneur redouté pour sa cruauté.',
    'L’abbé refuse de se plier aux exigences du tyran, qui le fait jeter en prison. Il y passe plusieurs années dans le dénuement et y meurt vers 1255, quelques années avant la chute d’Ezzelino.',
    'Son corps est ramené à Sainte-Justine, où l’on garde sa mémoire. Le prénom Arnaud, d’origine germanique, unit les mots « aigle » et « gouverner » ; il a été porté au Moyen Âge par plusieurs moines et évêques honorés comme saints.',
  ],
  '2-12': [
    'En 304, pendant la persécution de Dioclétien, quarante-neuf chrétiens d’Abitène, en Afrique du Nord, sont surpris alors qu’ils célèbrent l’eucharistie du dimanche, malgré l’interdiction. Parmi eux se trouvent le prêtre Saturnin, le lecteur Émérite et un Félix, que le calendrier honore ce jour-là.',
    'Conduits à Carthage devant le proconsul, ils sont interrogés un à un. Au magistrat qui lui demande pourquoi il a reçu les chrétiens dans sa maison, Émérite répond : « Sans le dimanche, nous ne pouvons pas vivre. »',
    'La plupart meurent en prison des suites des tortures. Leurs actes, conservés par les chrétiens d’Afrique, font de ces martyrs les témoins du jour du Seigneur ; le pape Benoît XVI les a cités en 2005.',
  ],
  '2-13': [
    'Béatrice, ou Béatrix, naît vers 1240 au château d’Ornacieux, en Dauphiné. Jeune, elle entre à la chartreuse de Parménie, où elle mène une vie de prière austère.',
    'Méditant sans cesse la Passion du Christ, elle traverse dans la confiance de longues épreuves intérieures. Avec quelques sœurs, elle part ensuite fonder une nouvelle maison de moniales chartreuses à Eymeux, dans la Drôme.',
    'Elle y meurt au début du XIVe siècle. Sa vie a été écrite peu après par une autre chartreuse, Marguerite d’Oingt, dans la langue de son pays, le francoprovençal. Le pape Pie IX a confirmé son culte en 1869.',
  ],
  '2-16': [
    'Julienne est une jeune chrétienne de Nicomédie, en Asie Mineure, martyrisée au début du IVe siècle, pendant la persécution de Dioclétien et de Maximien.',
    'Selon sa passion, écrite plus tard et embellie, elle refuse d’épouser un préfet païen, Éleusius, à moins qu’il ne se fasse chrétien ; livrée par son propre père, elle est torturée puis décapitée.',
    'Ses reliques auraient été portées en Campanie, en Italie, d’où son culte s’est répandu. Le Moyen Âge a aimé son histoire, que raconte notamment un poème en vieil anglais, Juliana, attribué au poète Cynewulf.',
  ],
  '2-19': [
    'Gabin, ou Gabinius, est un prêtre romain de la fin du IIIe siècle. Selon la tradition, il est le frère du pape Caïus et le père de sainte Suzanne.',
    'Sa fille ayant refusé d’épouser un parent de l’empereur Dioclétien parce qu’elle s’était consacrée à Dieu, elle est mise à mort ; Gabin lui-même est arrêté et meurt en prison vers 296.',
    'Ces récits, écrits bien après les faits, sont incertains, mais le souvenir de Suzanne et de Gabin reste attaché à l’église Sainte-Suzanne, à Rome, élevée selon la tradition sur l’emplacement de leurs maisons.',
  ],
  '2-20': [
    'Aimée, en italien Amata, est une nièce de sainte Claire d’Assise. Jeune femme promise à une vie dans le monde, elle se laisse toucher par les paroles de sa tante et entre au monastère de Saint-Damien, près d’Assise.',
    'Au procès de canonisation de Claire, en 1253, sœur Aimée témoigne : elle raconte comment Claire l’a conduite à la vie religieuse, et comment elle a été guérie d’une longue maladie après que Claire eut prié pour elle.',
    'Elle vit à Saint-Damien dans la pauvreté et la joie de la première communauté des clarisses, et l’on honore en elle l’une des premières disciples de Claire.',
  ],
  '2-24': [
    'Modeste est évêque de Trèves au Ve siècle, à une époque troublée : l’Empire romain d’Occident s’effondre et les Francs s’établissent dans la vallée de la Moselle.',
    'Dans une ville marquée par les invasions, il s’attache à relever la vie chrétienne, à prêcher et à secourir les pauvres. Il meurt à la fin du Ve siècle et repose, selon la tradition, dans l’église Saint-Euchaire, aujourd’hui Saint-Matthias, à Trèves.',
    'D’autres saints portent ce nom, dont un martyr de l’Antiquité honoré avec saint Guy. Le prénom vient du latin modestus, « mesuré, sans excès ».',
  ],
  '2-25': [
    'Roméo, ou Romée, est un frère convers de l’ordre du Carmel, au XIVe siècle. Selon la tradition carmélitaine, il accompagne un autre religieux, Avertan, venu de la région de Limoges, dans un pèlerinage vers Rome.',
    'En chemin, les deux pèlerins sont atteints par la peste qui ravage l’Italie. Avertan meurt près de Lucques en 1380 ; Roméo, qui l’a soigné jusqu’au bout, le suit peu après.',
    'Les habitants de Lucques gardent leur souvenir et vénèrent leurs tombes. Leur histoire, simple et mal connue, dit la fidélité d’un compagnon jusqu’au terme du chemin ; en italien, le prénom Roméo désigne justement le pèlerin de Rome.',
  ],
  '2-26': [
    'Nestor est évêque de Magydos, en Pamphylie, dans l’actuelle Turquie, au milieu du IIIe siècle. Pendant la persécution de l’empereur Dèce, vers 250, il refuse de fuir et reste auprès des fidèles de son Église.',
    'Arrêté et conduit devant le gouverneur à Pergé, il confesse sa foi sans faiblir malgré les tortures. Il est condamné à être crucifié, comme le Christ qu’il a annoncé.',
    'Selon le récit de son martyre, il exhorte encore du haut de la croix les chrétiens venus l’entourer. Son culte s’est répandu en Orient comme en Occident.',
  ],
  '2-27': [
    'Honorine est une martyre honorée en Normandie depuis le haut Moyen Âge. On sait très peu de chose de sa vie : la tradition la présente comme une jeune chrétienne du pays de Caux, mise à mort peut-être au IVe siècle, dont le corps aurait été retrouvé au bord de la Seine, à Graville, près du Havre.',
    'À la fin du IXe siècle, pour les protéger des Vikings qui remontent la Seine, ses reliques sont portées jusqu’à Conflans, au confluent de la Seine et de l’Oise. La ville prendra son nom : Conflans-Sainte-Honorine.',
    'Patronne des mariniers, elle est fêtée chaque année par les bateliers, qui ont fait de Conflans la capitale de la batellerie. Une tradition ancienne l’invoque aussi pour les prisonniers.',
  ],
  '2-29': [
    'Auguste Chapdelaine naît en 1814 dans la Manche, à La Rochelle-Normande, dans une famille de paysans. Prêtre du diocèse de Coutances, il entre ensuite aux Missions étrangères de Paris.',
    'Parti pour la Chine, il gagne la province du Guangxi, où il annonce l’Évangile dans la clandestinité, la religion chrétienne y étant alors interdite. Dénoncé, il est arrêté à Xilin, torturé et mis à mort le 29 février 1856.',
    'Son exécution fut l’un des prétextes invoqués par la France pour entrer dans la seconde guerre de l’opium. Auguste Chapdelaine a été canonisé en 2000 avec cent dix-neuf autres martyrs de Chine.',
  ],
  '3-5': [
    'Olive, en italien Oliva, est une vierge honorée à Palerme, en Sicile, dont l’histoire nous est parvenue sous forme de légende. Jeune chrétienne de la ville, elle aurait été emmenée à Tunis par des envahisseurs venus d’Afrique.',
    'Là, selon ce récit, elle soigne les malades, convertit ceux qui l’approchent et finit par être mise à mort pour sa foi. Rien ne permet de dater ces événements, et les historiens y voient surtout un récit édifiant.',
    'Palerme l’a pourtant longtemps comptée parmi ses patronnes. Son nom évoque l’olivier, l’arbre de la paix et de l’huile des onctions, que la Bible aime à citer.',
  ],
  '3-10': [
    'Vivien est évêque de Saintes, en Saintonge, au milieu du Ve siècle, au moment où les Wisigoths dominent le sud-ouest de la Gaule.',
    'Selon la tradition, il intervient auprès du roi wisigoth, à Toulouse, pour obtenir la libération d’habitants de sa ville emmenés en captivité. Pasteur proche de son peuple, il meurt vers 460.',
    'Son souvenir est resté vivant dans l’Ouest : plusieurs localités de Saintonge et d’Aquitaine portent son nom, comme Saint-Vivien-de-Médoc.',
  ],
  '3-11': [
    'Rosine est une martyre dont on ne connaît guère que le nom et le souvenir qu’en garde l’Allemagne du Sud, où elle est vénérée depuis le Moyen Âge. La tradition la fait mourir pour sa foi aux premiers siècles, sans qu’aucun document ancien ne permette de préciser sa vie.',
    'Son prénom, diminutif de Rose, a connu une grande faveur en France aux XVIIIe et XIXe siècles : c’est celui de l’héroïne du Barbier de Séville de Beaumarchais, que l’opéra de Rossini a rendu célèbre.',
    'Celles qui le portent peuvent aussi se confier à sainte Rose de Lima, première sainte canonisée du continent américain, et à sainte Rose de Viterbe, deux femmes qui ont fait de leur vie une prière.',
  ],
  '3-12': [
    'Justine Bezzoli naît à Arezzo, en Toscane, au XIIIe siècle, et entre très jeune chez les bénédictines de sa ville.',
    'Attirée par une vie plus retirée encore, elle se fait recluse dans une cellule proche d’une église, consacrée à la prière et à la pénitence, et reçoit ceux qui viennent lui demander conseil.',
    'Elle meurt au début du XIVe siècle ; on l’honore comme bienheureuse. Le prénom Justine rappelle aussi une martyre de Padoue, patronne de cette ville, à qui est dédiée la grande basilique Sainte-Justine.',
  ],
  '3-16': [
    'Bénédicte est l’une des premières compagnes de sainte Claire au monastère de Saint-Damien, près d’Assise.',
    'À la mort de Claire, en 1253, c’est elle qui lui succède à la tête de la communauté. Elle veille à garder l’esprit de pauvreté voulu par la fondatrice et conduit les sœurs dans le nouveau monastère bâti à Assise, près de l’église où l’on vient de transférer le corps de Claire.',
    'Elle meurt vers 1260. Son prénom, forme féminine de Benoît, signifie « bénie ».',
  ],
  '3-20': [
    'Herbert est un prêtre ermite du VIIe siècle, qui vit sur une île du lac de Derwentwater, dans le nord de l’Angleterre. Il est l’ami de saint Cuthbert, évêque de Lindisfarne.',
    'Chaque année, il traverse le pays pour rendre visite à Cuthbert et recevoir ses conseils. Lors de leur dernière rencontre, à Carlisle, Cuthbert lui annonce sa mort prochaine ; Herbert le supplie de demander à Dieu qu’ils partent ensemble.',
    'Selon le récit de Bède le Vénérable, les deux amis meurent le même jour, le 20 mars 687, chacun dans sa solitude. L’île porte toujours le nom de St Herbert’s Island.',
  ],
  '3-21': [
    'Clémence, issue de la noblesse allemande au XIIe siècle, se retire après la mort de son mari dans un monastère bénédictin de Trèves, où elle vit dans la prière et le service de ses sœurs jusqu’à sa mort, vers 1176.',
    'On ne sait presque rien d’autre de sa vie : son souvenir tient à la réputation de douceur et de charité qu’elle a laissée, fidèle au nom qu’elle portait.',
    'Le mot latin clementia désigne la bonté de celui qui pardonne ; le Salve Regina l’applique à la Vierge Marie : « ô clémente, ô miséricordieuse, ô douce Vierge Marie ».',
  ],
  '3-23': [
    'Victorien est proconsul de Carthage, le premier magistrat de la ville, à la fin du Ve siècle, quand l’Afrique du Nord est gouvernée par les Vandales, qui sont ariens.',
    'En 484, le roi Hunéric persécute les catholiques. Il presse Victorien, homme riche et respecté, de renier la foi du concile de Nicée en lui promettant honneurs et faveurs ; le proconsul refuse.',
    'Il est mis à mort après de longues tortures. L’évêque Victor de Vita, témoin de cette persécution, a raconté son courage et celui des chrétiens d’Hadrumète, la ville d’où il était originaire.',
  ],
  '3-26': [
    'Larissa fait partie des vingt-six martyrs goths, des chrétiens vivant au nord du Danube, dans l’actuelle Roumanie, au IVe siècle.',
    'Vers 375, pendant la persécution menée par un chef goth resté païen, ils sont rassemblés dans leur église pendant la liturgie ; on y met le feu, et ils meurent brûlés, hommes, femmes et enfants, avec leurs prêtres.',
    'Les Églises d’Orient gardent leur mémoire le 26 mars. Le prénom Larissa, très aimé en Russie et en Grèce, est aussi le nom d’une ville de Thessalie.',
  ],
  '3-27': [
    'Habib est un diacre d’Édesse, en Mésopotamie, au début du IVe siècle. Pendant la persécution de l’empereur Licinius, il continue à parcourir les villages, à lire les Écritures aux fidèles et à les encourager.',
    'Recherché par les autorités, qui ont arrêté sa mère et des proches à sa place, il se livre lui-même. Condamné, il est brûlé vif vers 322.',
    'Sa passion, écrite en syriaque, est l’un des témoignages de l’Église d’Édesse, l’une des plus anciennes du monde. Son nom signifie « bien-aimé ».',
  ],
  '3-29': [
    'Gwladys est une sainte du pays de Galles, au tournant des Ve et VIe siècles. Selon la tradition, elle est l’une des nombreuses filles du roi Brychan, qui a donné son nom au Brecknockshire.',
    'Elle épouse Gwynllyw, un prince guerrier du sud du pays de Galles. La légende raconte un mariage mouvementé, mais le couple finit par se convertir à une vie de prière et de pénitence, sous l’influence de leur fils, saint Cadoc.',
    'Ils vivent ensuite chacun en ermite, Gwynllyw près de l’actuelle Newport, dont la cathédrale porte son nom, St Woolos. Gwladys, que l’on appelle aussi Gladys, est restée très populaire au pays de Galles.',
  ],
  '4-2': [
    'Sandrine est un diminutif d’Alexandrine ou d’Alexandra ; aucune sainte de ce nom n’a de vie propre. Celles qui le portent le fêtent le 2 avril, jour où l’Église honore saint François de Paule.',
    'Né en 1416 à Paola, en Calabre, François se retire très jeune dans une grotte pour prier. Des disciples le rejoignent : c’est l’origine de l’ordre des Minimes, « les plus petits », voués à l’humilité et à un carême perpétuel.',
    'Appelé en France par le roi Louis XI, qui espère de lui une guérison, il s’installe au Plessis-lès-Tours, conseille ensuite Charles VIII et y meurt le 2 avril 1507.',
  ],
  '4-14': [
    'Selon la passion de sainte Cécile, Maxime est un officier romain chargé de conduire au supplice Tiburce et Valérien, le beau-frère et l’époux de Cécile, condamnés pour avoir enseveli les martyrs.',
    'Touché par leur foi et par leur paix devant la mort, il se convertit avec sa maison. Il confesse à son tour le Christ et meurt martyr peu après eux.',
    'Ce récit, composé au Ve siècle, tient de la légende, mais Tiburce, Valérien et Maxime sont honorés ensemble depuis l’Antiquité ; leurs tombeaux étaient vénérés dans le cimetière de Prétextat, sur la voie Appienne.',
  ],
  '4-19': [
    'Hemma, ou Emma, naît vers 980 dans une famille noble apparentée aux empereurs germaniques. Mariée au comte Guillaume, elle vit en Carinthie, dans l’actuelle Autriche.',
    'Elle perd ses fils, tués dans des violences, puis son mari. Veuve, elle consacre sa grande fortune à bâtir des églises et fonde en 1043 un monastère de religieuses à Gurk.',
    'Morte vers 1045, elle est vénérée depuis comme la patronne de la Carinthie. Béatifiée en 1287, elle a été canonisée en 1938.',
  ],
  '4-20': [
    'Odette, ou Oda, est une jeune femme noble du Hainaut, au XIIe siècle. Promise par ses parents à un mariage qu’elle refuse, elle veut se consacrer à Dieu.',
    'Selon l’abbé Philippe de Harvengt, qui l’a connue et a écrit sa vie, elle se blesse elle-même le visage pour décourager son prétendant, et obtient enfin d’entrer chez les prémontrées de Rivreulle, près de l’abbaye de Bonne-Espérance.',
    'Elle y devient prieure et meurt en 1158, réputée pour sa charité et sa joie. Le prénom Odette, diminutif d’Oda, vient d’un mot germanique qui signifie « richesse ».',
  ],
  '4-22': [
    'Alexandre, un Grec originaire de Phrygie, et son ami Épipode, un jeune Lyonnais, sont martyrisés à Lyon en 178, un an après Pothin, Blandine et leurs compagnons.',
    'Cachés quelque temps chez une veuve chrétienne, ils sont dénoncés et arrêtés. Épipode est décapité le premier ; Alexandre, flagellé, est ensuite crucifié.',
    'Leurs corps furent ensevelis près de celui de saint Irénée, et Grégoire de Tours rapporte que leur tombeau attirait de nombreux pèlerins. L’église Saint-Irénée de Lyon garde leur mémoire.',
  ],
  '4-26': [
    'Alida, ou Alda, naît à Sienne vers le milieu du XIIIe siècle. Mariée jeune, elle devient veuve et choisit alors une vie de pénitence et de service.',
    'Elle distribue ses biens aux pauvres et se met au service des malades de l’hôpital Santa Maria della Scala, à Sienne, où elle partage son temps entre la prière et les soins.',
    'Morte en 1309, elle est honorée à Sienne comme bienheureuse. Sa vie rappelle que la charité envers les malades fut, au Moyen Âge, l’un des chemins de sainteté les plus ouverts aux laïcs.',
  ],
  '4-28': [
    'Valérie est, selon la tradition milanaise, l’épouse de saint Vital, un officier martyrisé à Ravenne, et la mère des jumeaux Gervais et Protais, martyrs de Milan.',
    'Après la mort de son mari, elle aurait été mise à mort à son tour pour avoir refusé de prendre part à une fête païenne. Ces récits tardifs sont légendaires ; seuls Gervais et Protais sont attestés par saint Ambroise, qui découvrit leurs corps en 386.',
    'Le nom de Valérie, du latin valere, « être fort », a aussi été porté par une martyre de Limoges, honorée comme la première sainte du Limousin.',
  ],
  '5-4': [
    'Sylvain est évêque de Gaza, en Palestine, au début du IVe siècle. Vieillard respecté, il a déjà souffert pour sa foi lorsqu’il est condamné aux mines de cuivre de Phaeno, dans le désert, au sud de la mer Morte.',
    'Là, avec d’autres confesseurs mutilés et épuisés, il continue de soutenir les siens. En 311, sur l’ordre de l’empereur Maximin Daïa, ceux que l’âge ou les infirmités rendaient incapables de travailler sont décapités ; Sylvain est parmi eux, avec trente-neuf compagnons.',
    'L’historien Eusèbe de Césarée, contemporain des faits, a rapporté leur témoignage dans son livre sur les martyrs de Palestine.',
  ],
  '5-6': [
    'Prudence Casatori naît à Milan au XVe siècle. Religieuse augustine, elle gouverne un monastère de son ordre à Côme, en Lombardie.',
    'On loue sa sagesse, sa patience dans les épreuves et l’attention qu’elle porte à chacune de ses sœurs. Elle meurt à Côme en 1492, entourée d’une grande réputation de sainteté.',
    'Le nom de Prudence rappelle la première des vertus cardinales, qui fait discerner en toute chose le vrai bien et choisir les justes moyens de l’accomplir.',
  ],
  '5-7': [
    'Gisèle naît vers 985 en Bavière ; elle est la sœur de l’empereur saint Henri II. Vers 996, elle épouse Étienne, prince des Hongrois, qui devient le premier roi chrétien de Hongrie.',
    'Reine aux côtés de saint Étienne, elle soutient la fondation d’églises et de monastères, notamment la cathédrale de Veszprém, et contribue à l’enracinement de la foi chrétienne dans le royaume.',
    'Veuve en 1038, maltraitée par les successeurs de son mari, elle retourne en Bavière et devient abbesse du monastère de Niedernburg, à Passau, où elle meurt vers 1060. Elle a été béatifiée en 1975.',
  ],
  '5-8': [
    'Désiré, en latin Desideratus, est évêque de Bourges au VIe siècle. Avant son épiscopat, il sert à la cour du roi franc Clotaire Ier, où il se fait remarquer par son intégrité.',
    'Devenu évêque, il s’attache à combattre les erreurs de son temps et prend part aux conciles d’Orléans, qui règlent la vie de l’Église dans le royaume franc.',
    'Il meurt vers 550. Plusieurs localités du Berry et du Bourbonnais portent son nom, comme Saint-Désiré, dans l’Allier.',
  ],
  '5-11': [
    'Estelle, ou Eustelle, est une jeune martyre honorée à Saintes, en Saintonge. Selon la tradition, elle est la fille d’un notable gallo-romain de la ville et se convertit en écoutant saint Eutrope, premier évêque de Saintes.',
    'Son père, furieux de sa conversion, l’aurait fait mettre à mort. Ces récits sont légendaires, mais son culte est ancien dans la région.',
    'En 1854, Frédéric Mistral et les poètes qui voulaient faire revivre la langue provençale fondèrent le Félibrige le jour de la Sainte-Estelle ; ils prirent l’étoile pour emblème et se réunissent chaque année pour la Santo Estello.',
  ],
  '5-12': [
    'Nérée et Achille sont deux soldats romains martyrisés à Rome à la fin du IIIe ou au début du IVe siècle.',
    'Le pape Damase a composé pour leur tombe une inscription dont le texte nous est parvenu : ces soldats, qui avaient servi un tyran cruel, jetèrent leurs armes en se convertissant et choisirent de mourir plutôt que de renier le Christ.',
    'Ils furent ensevelis dans la catacombe de Domitille, sur la voie Ardéatine, où une basilique leur fut dédiée. Une légende plus tardive en fait les serviteurs de Flavie Domitille, nièce de l’empereur Domitien.',
  ],
  '5-13': [
    'Rolande, ou Rolende, est honorée à Gerpinnes, près de Charleroi, en Belgique. Selon une légende ancienne, cette fille de roi quitte son pays pour échapper à un mariage et se consacrer à Dieu, et se rend vers Cologne pour y vivre dans un monastère.',
    'En chemin, elle tombe malade et meurt dans la région de Gerpinnes, où l’on recueille son corps. Son tombeau devient un lieu de pèlerinage.',
    'Chaque année, le lundi de Pentecôte, la marche Sainte-Rolende porte sa châsse sur un parcours d’une trentaine de kilomètres, escortée de marcheurs en uniformes militaires ; les marches de l’Entre-Sambre-et-Meuse sont inscrites au patrimoine culturel immatériel de l’UNESCO.',
  ],
  '5-15': [
    'Denise est une jeune chrétienne de Lampsaque, sur l’Hellespont, dans l’actuelle Turquie, martyrisée vers 250, pendant la persécution de Dèce.',
    'Selon les actes de son martyre, alors que trois chrétiens, Pierre, André et Paul, sont conduits au supplice, elle se jette vers eux en s’écriant qu’elle veut mourir avec eux.',
    'Elle est décapitée à son tour. Son nom, féminin de Denis, rappelle Denys l’Aréopagite, converti par saint Paul à Athènes.',
  ],
  '5-21': [
    'Constantin devient empereur romain en 306. En 312, avant la bataille du pont Milvius, il fait peindre sur les boucliers de ses soldats le monogramme du Christ, et attribue sa victoire au Dieu des chrétiens.',
    'En 313, l’accord conclu à Milan accorde la liberté de culte aux chrétiens, après des siècles de persécutions. Constantin réunit en 325 le concile de Nicée, qui affirme la divinité du Christ, et fonde Constantinople.',
    'Baptisé seulement sur son lit de mort, en 337, il reste une figure contrastée. Les Églises d’Orient le vénèrent comme saint, « égal aux apôtres », avec sa mère Hélène, le 21 mai ; l’Église latine ne l’a pas inscrit à son calendrier.',
  ],
  '5-22': [
    'Émile, en latin Aemilius, est un chrétien d’Afrique du Nord, martyrisé à Carthage au milieu du IIIe siècle avec son compagnon Castus.',
    'Saint Cyprien, évêque de Carthage, rapporte que tous deux avaient d’abord cédé sous la torture ; revenus ensuite à la confession du Christ, ils moururent sur le bûcher.',
    'Saint Augustin a prêché sur eux, voyant dans leur histoire la preuve que Dieu relève ceux qui tombent. Le prénom Émile doit aussi beaucoup au livre de Jean-Jacques Rousseau sur l’éducation.',
  ],
  '5-25': [
    'Madeleine-Sophie Barat naît en 1779 à Joigny, en Bourgogne, fille d’un tonnelier. Son frère aîné, devenu prêtre, lui fait faire des études très poussées pour une jeune fille de son temps.',
    'En 1800, à Paris, elle fonde la Société du Sacré-Cœur de Jésus, vouée à l’éducation des jeunes filles. Elle la dirige pendant plus de soixante ans, ouvrant des maisons en France et dans de nombreux pays.',
    'Elle meurt à Paris le 25 mai 1865 et a été canonisée en 1925. Le prénom Sophie signifie en grec « sagesse ».',
  ],
  '5-26': [
    'Bérenger est un moine bénédictin de l’abbaye de Saint-Papoul, dans le Lauragais, au XIe siècle.',
    'Sa vie est simple : fidélité à la règle de saint Benoît, humilité, service de ses frères et des pauvres. On rapporte qu’il était aimé pour sa douceur et que des guérisons furent obtenues par sa prière.',
    'Mort en 1093, il fut enseveli dans l’abbatiale de Saint-Papoul, devenue plus tard cathédrale, où l’on vénère ses reliques.',
  ],
  '5-29': [
    'Aymar, ou Aymard, est le troisième abbé de Cluny, en Bourgogne, au Xe siècle. Il succède en 942 à saint Odon, dans les premières décennies de l’abbaye.',
    'Gestionnaire attentif, il consolide le patrimoine du monastère et veille à la régularité de la vie des moines. Devenu aveugle, il choisit vers 954 un coadjuteur, Maïeul, qui lui succède et fera de Cluny un grand foyer de la chrétienté.',
    'Aymar vit ensuite comme un simple moine, dans l’humilité, jusqu’à sa mort vers 965.',
  ],
  '6-5': [
    'Igor Olgovitch, prince russe du XIIe siècle, règne brièvement sur Kiev en 1146. Renversé par ses rivaux, il est jeté en prison.',
    'Libéré, il renonce au pouvoir et se fait moine dans un monastère de Kiev, consacrant sa vie à la prière.',
    'En 1147, lors d’une émeute, la foule, qui voit encore en lui un adversaire politique, l’arrache à l’église et le met à mort. L’Église orthodoxe le vénère comme martyr ; ses reliques ont été transférées à Tchernihiv, et il est fêté le 5 juin.',
  ],
  '6-7': [
    'Gilbert est un chevalier auvergnat du XIIe siècle. Avec sa femme Pétronille et leur fille Ponce, il mène une vie chrétienne fervente, et part en 1147 pour la deuxième croisade, prêchée par saint Bernard.',
    'Revenu, marqué par l’échec de l’expédition et les souffrances qu’il a vues, il décide avec sa femme de tout donner : Pétronille et leur fille entrent au monastère d’Aubeterre, et Gilbert fonde l’abbaye de Neuffonts, confiée aux chanoines prémontrés, avec un hôpital pour les pauvres et les malades.',
    'Il y vit humblement jusqu’à sa mort en 1152. L’abbaye prit plus tard le nom de Saint-Gilbert.',
  ],
  '6-9': [
    'Diane d’Andalò naît vers 1200 à Bologne, dans une famille noble. Jeune femme, elle entend prêcher saint Dominique et les premiers frères prêcheurs, et décide de se consacrer à Dieu.',
    'Sa famille s’oppose violemment à son choix : elle est ramenée de force chez elle et blessée. Elle obtient pourtant de fonder, en 1223, le monastère Sainte-Agnès, premier couvent de dominicaines de Bologne.',
    'Le bienheureux Jourdain de Saxe, successeur de Dominique, lui a écrit des lettres dont une cinquantaine nous sont parvenues, témoignage d’une amitié spirituelle. Morte en 1236, elle a été béatifiée en 1891.',
  ],
  '6-18': [
    'Léonce est un soldat romain honoré comme martyr à Tripoli, en Phénicie, dans l’actuel Liban, aux premiers siècles.',
    'Selon sa passion, rédigée bien plus tard, il refuse de sacrifier aux dieux, gagne à la foi les officiers envoyés pour l’arrêter et meurt sous les coups. Son culte a été très populaire dans les Églises d’Orient.',
    'Le prénom Léonce, qui évoque le lion, a aussi été porté par des évêques de la Gaule, comme Léonce de Fréjus, à qui Jean Cassien dédia une partie de ses Conférences.',
  ],
  '6-21': [
    'Rodolphe, ou Raoul, est un noble italien du XIe siècle. Avec sa mère et ses frères, il donne ses biens à l’Église et entre à l’ermitage de Fonte Avellana, sous la conduite de saint Pierre Damien.',
    'Il est bientôt choisi comme évêque de Gubbio, en Ombrie. Il reste moine dans sa charge, vivant pauvrement, jeûnant et priant, au point que Pierre Damien, qui admirait sa pénitence, l’invitait à la modération.',
    'Il meurt jeune, vers 1064. Pierre Damien, qui a écrit sur lui, voyait en sa vie un exemple pour les évêques de son temps.',
  ],
  '6-27': [
    'Ferdinand naît vers 1199. Roi de Castille en 1217, puis de León en 1230, il réunit définitivement les deux royaumes.',
    'Il mène la Reconquête contre les royaumes musulmans du sud de l’Espagne, prenant Cordoue en 1236 et Séville en 1248. Soucieux de justice, il protège les études et voit commencer sous son règne les cathédrales gothiques de Burgos et de Tolède.',
    'Mort à Séville en 1252, où son corps repose dans la cathédrale, il a été canonisé en 1671. Fernand est la forme française de son prénom.',
  ],
  '7-2': [
    'Procès et Martinien sont, selon une tradition romaine ancienne, les geôliers de la prison Mamertine, où étaient enfermés les apôtres Pierre et Paul.',
    'Touchés par la prédication des apôtres et par leur patience, ils demandent le baptême ; la tradition raconte que Pierre fit jaillir une source pour les baptiser. Ils sont mis à mort peu après.',
    'Leur culte est ancien : saint Grégoire le Grand a prêché sur leur tombe, sur la voie Aurélienne, et leurs reliques reposent aujourd’hui dans la basilique Saint-Pierre, sous un autel qui leur est dédié.',
  ],
  '7-4': [
    'Florent est un ermite du IVe siècle que la tradition dit disciple de saint Martin de Tours, qui l’aurait ordonné prêtre.',
    'Il annonce l’Évangile dans le Poitou et l’Anjou, puis se retire sur le mont Glonne, au bord de la Loire, où des disciples le rejoignent. Un monastère naît autour de sa cellule.',
    'Autour de ce monastère grandit le bourg de Saint-Florent-le-Vieil ; les moines, chassés par les invasions normandes, fondèrent ensuite près de Saumur l’abbaye de Saint-Florent. Florent serait mort très âgé, au début du Ve siècle.',
  ],
  '7-7': [
    'Raoul, en anglais Ralph, Milner est un paysan du Hampshire, en Angleterre, à l’époque où la pratique catholique y est interdite par les lois d’Élisabeth Ire. Adulte, père de famille, il se convertit au catholicisme.',
    'Le jour même de sa première communion, il est arrêté ; libéré, il continue d’aider les prêtres clandestins, qu’il guide et qu’il cache. En 1591, il est pris avec le prêtre Roger Dickenson.',
    'Condamné à mort, il refuse la liberté qu’on lui offre s’il accepte d’aller au temple protestant, et il est pendu à Winchester le 7 juillet 1591. Il a été béatifié en 1929.',
  ],
  '7-9': [
    'Pauline Jeuris naît en 1872 à Herk-de-Stad, en Belgique. Elle entre chez les Franciscaines missionnaires de Marie et prend le nom de sœur Marie-Amandine.',
    'Envoyée en Chine en 1899, elle soigne les malades et les orphelins à Taiyuan, dans la province du Shanxi, où l’on remarque sa joie constante.',
    'Pendant la révolte des Boxers, elle est arrêtée avec ses sœurs, l’évêque et d’autres chrétiens, et massacrée le 9 juillet 1900. Marie-Amandine a été canonisée en 2000 avec les martyrs de Chine.',
  ],
  '7-15': [
    'Donald est un saint écossais du VIIIe siècle, dont on sait très peu de chose. Selon la tradition, il vivait à Ogilvy, dans la région d’Angus, avec sa femme et leurs neuf filles.',
    'Devenu veuf, il aurait fait de sa maison une petite communauté religieuse, où ses filles menaient avec lui une vie de prière. Après sa mort, elles auraient rejoint un monastère ; on les appelle les « neuf vierges ».',
    'Le prénom Donald, qui vient du gaélique Domhnall, « celui qui gouverne le monde », est resté très répandu en Écosse.',
  ],
  '7-20': [
    'Marina est le nom sous lequel les Églises d’Orient honorent sainte Marguerite d’Antioche, vierge martyre des premiers siècles, dont le récit est surtout légendaire.',
    'Jeune chrétienne, fille d’un prêtre païen, elle refuse d’épouser le gouverneur de la région. Sa passion raconte qu’en prison un dragon l’engloutit et qu’elle en sort indemne par le signe de la croix ; elle est finalement décapitée.',
    'Très populaire au Moyen Âge, elle est l’une des saintes que Jeanne d’Arc disait entendre, avec sainte Catherine et saint Michel. On l’invoque pour les femmes qui vont enfanter.',
  ],
  '7-24': [
    'Christine est une jeune martyre honorée à Bolsena, au bord du lac du même nom, au nord de Rome. Sa passion, très tardive, la présente comme la fille d’un magistrat païen, torturée pour sa foi ; son histoire est légendaire, mais son tombeau est vénéré depuis l’Antiquité dans une catacombe de Bolsena.',
    'C’est dans la basilique Sainte-Christine de Bolsena qu’en 1263, selon la tradition, un prêtre qui doutait de la présence réelle vit une hostie saigner pendant la messe ; ce miracle est associé à la fête du Saint-Sacrement, étendue à toute l’Église par le pape Urbain IV en 1264.',
    'Le même jour, on fait aussi mémoire de sainte Christine l’Admirable, une femme du pays de Liège morte en 1224, célèbre pour ses extases.',
  ],
  '7-27': [
    'Nathalie, Aurèle, Félix et Liliose sont des chrétiens de Cordoue, en Espagne, au temps où la ville est sous la domination de l’émir Abd al-Rahman II.',
    'Aurèle, né d’un père musulman, et sa femme Nathalie, elle aussi issue d’une famille musulmane, vivent leur foi en secret. Après avoir vu un chrétien fouetté en public, ils décident de ne plus la cacher, avec leurs amis Félix et Liliose.',
    'Arrêtés, ils sont décapités en 852. Leur histoire a été rapportée par saint Euloge de Cordoue, qui les connut avant de mourir lui-même pour sa foi en 859.',
  ],
  '7-30': [
    'Juliette, en latin Julitta, est une chrétienne de Césarée de Cappadoce, au début du IVe siècle. Femme riche, elle est dépouillée de ses biens par un homme puissant et porte l’affaire en justice.',
    'Au tribunal, le juge exige d’abord qu’elle sacrifie aux dieux ; elle refuse, préférant perdre son procès et sa vie plutôt que de renier le Christ. Elle est condamnée au bûcher.',
    'Saint Basile le Grand, évêque de Césarée, a prononcé son éloge quelques décennies plus tard, et c’est par lui que nous la connaissons. On fête aussi sous ce nom sainte Julitte, mère du petit saint Cyr.',
  ],
  '8-9': [
    'Saint Amour est surtout connu par la petite ville du Jura qui porte son nom. Selon une tradition ancienne, Amour et Viateur étaient deux soldats chrétiens de la légion thébaine, dont les reliques auraient été apportées dans la région.',
    'On ne sait rien de sûr de leur vie. Leur culte, attesté au Moyen Âge, a donné son nom à la commune de Saint-Amour et, en Bourgogne du Sud, à un cru du Beaujolais.',
    'Le prénom Amour rappelle surtout ce que saint Paul écrit aux Corinthiens : « L’amour prend patience, l’amour rend service […] L’amour ne passera jamais. »',
  ],
  '8-12': [
    'Clarisse est un prénom formé sur celui de sainte Claire d’Assise ; on le fête le 12 août, jour où l’on célébrait autrefois sainte Claire, aujourd’hui fêtée la veille. On appelle aussi clarisses les religieuses de l’ordre qu’elle a fondé.',
    'Les premières clarisses vivent à Saint-Damien, près d’Assise, dans la pauvreté, la prière et la clôture. Deux jours avant sa mort, en 1253, Claire obtient du pape l’approbation de la règle qu’elle a écrite, la première qu’une femme ait rédigée pour des femmes.',
    'Au XVe siècle, sainte Colette de Corbie réforme de nombreux monastères de clarisses en France et en Flandre. Aujourd’hui encore, les clarisses sont présentes dans le monde entier, vouées à la louange et à l’intercession.',
  ],
  '8-14': [
    'Évrard, en allemand Eberhard, est au Xe siècle prévôt du chapitre de la cathédrale de Strasbourg. Vers 934, il quitte cette charge pour la forêt suisse où avait vécu l’ermite saint Meinrad, tué là plus de soixante-dix ans plus tôt.',
    'Il y rassemble les ermites qui vivaient dispersés et fonde avec eux l’abbaye bénédictine d’Einsiedeln, dont il est le premier abbé. Pendant une famine, il fait distribuer les réserves du monastère aux populations voisines.',
    'Mort en 958, il est à l’origine de l’un des grands sanctuaires de l’Europe : Einsiedeln et sa Vierge noire accueillent aujourd’hui encore de nombreux pèlerins.',
  ],
  '8-22': [
    'Fabrice vient du nom latin Fabricius ; aucune vie ancienne et sûre ne se rattache à un saint de ce nom, et ceux qui le portent le fêtent le 22 août, jour où l’Église célèbre la Vierge Marie Reine.',
    'Cette fête a été instituée par le pape Pie XII en 1954, dans l’encyclique Ad caeli Reginam. Depuis la réforme du calendrier de 1969, elle est placée huit jours après l’Assomption, pour en prolonger la joie.',
    'Elle dit que Marie, associée à son Fils dans sa vie et jusqu’à la croix, partage sa gloire et intercède pour le peuple de Dieu. Les litanies de la Vierge l’invoquent comme « Reine des anges » et « Reine de la paix ».',
  ],
  '8-26': [
    'Natacha est la forme russe familière de Natalia, Nathalie. On la fête le 26 août, jour où les Églises d’Orient honorent sainte Natalie, épouse de saint Adrien de Nicomédie.',
    'Selon leur passion, Adrien, officier de l’empereur à Nicomédie, voit des chrétiens supporter les tortures avec une paix qui le bouleverse, et se déclare chrétien à son tour. Natalie, déjà chrétienne, le soutient dans sa prison et jusqu’à son supplice, au début du IVe siècle.',
    'Elle recueille ses restes et les emporte près de Byzance, où elle finit sa vie. Leur histoire, embellie par la tradition, est celle d’un couple uni jusque dans le martyre.',
  ],
  '8-29': [
    'Sabine est une martyre romaine honorée depuis l’Antiquité. Sa passion, écrite plus tard, fait d’elle une riche veuve convertie par sa servante Séraphie et mise à mort pour sa foi au IIe siècle ; ce récit est légendaire.',
    'Son nom reste attaché à la basilique Sainte-Sabine, sur l’Aventin, bâtie au Ve siècle par un prêtre nommé Pierre d’Illyrie. Ses portes de bois de cyprès portent l’une des plus anciennes représentations connues de la crucifixion.',
    'Au début du XIIIe siècle, le pape Honorius III confie l’église à saint Dominique ; elle est restée depuis le siège de l’ordre des Prêcheurs. C’est là que le pape ouvre chaque année le Carême, le mercredi des Cendres.',
  ],
  '9-2': [
    'Ingrid Elofsdotter est une noble suédoise du XIIIe siècle. Devenue veuve, elle part en pèlerinage à Jérusalem, à Rome et à Saint-Jacques-de-Compostelle.',
    'De retour en Suède, elle fonde à Skänninge, avec l’aide des frères dominicains, le premier monastère de dominicaines du pays, où elle entre avec sa sœur et d’autres femmes.',
    'Morte en 1282, elle est vénérée en Suède comme une sainte ; le procès de canonisation ouvert au XVe siècle fut interrompu par la Réforme.',
  ],
  '9-5': [
    'Raïssa, ou Iraïs, est une jeune chrétienne d’Égypte, honorée comme martyre au début du IVe siècle, pendant la persécution de Dioclétien.',
    'Selon son récit, allant puiser de l’eau, elle voit passer un bateau chargé de chrétiens enchaînés conduits au supplice. Elle monte à bord pour partager leur sort, confesse le Christ devant le juge d’Antinoé et est mise à mort.',
    'Son histoire, gardée par les Églises d’Orient, est surtout légendaire, mais son prénom est resté très aimé en Russie. Au XXe siècle, Raïssa Maritain, poétesse et philosophe, épouse de Jacques Maritain, l’a porté.',
  ],
  '9-6': [
    'Bertrand de Garrigue naît à la fin du XIIe siècle dans le midi de la France. Prêtre, il devient l’un des premiers compagnons de saint Dominique, à Toulouse, au moment où naît l’ordre des Prêcheurs.',
    'Dominique l’envoie avec d’autres frères fonder le couvent de Paris, puis lui confie la Provence. Infatigable prédicateur, il partage plusieurs voyages de Dominique, qui l’a en grande estime.',
    'Il meurt en 1230 près d’Orange, à l’abbaye cistercienne de Bouchet, où il est enterré. Son culte a été confirmé en 1881.',
  ],
  '9-9': [
    'Alain de la Roche naît vers 1428 en Bretagne. Entré chez les dominicains, il étudie à Paris, puis enseigne et prêche en Flandre, en Allemagne et aux Pays-Bas.',
    'Il se consacre à faire connaître le rosaire, qu’il présente comme un psautier de la Vierge : cent cinquante Je vous salue Marie, comme les cent cinquante psaumes, en méditant la vie du Christ. Il fonde à Douai une confrérie du Rosaire.',
    'Il meurt à Zwolle, aux Pays-Bas, en 1475. Sans avoir été béatifié, il est souvent appelé « bienheureux » dans la tradition dominicaine, qui voit en lui l’apôtre du rosaire.',
  ],
  '9-10': [
    'Inès Takeya est une chrétienne japonaise du début du XVIIe siècle, au temps où le shogunat persécute durement les chrétiens.',
    'Son mari a déjà été mis à mort pour avoir hébergé un missionnaire ; elle est arrêtée à son tour. Le 10 septembre 1622, à Nagasaki, elle est exécutée avec une cinquantaine d’autres chrétiens, lors de ce qu’on appelle le grand martyre de Nagasaki.',
    'Elle a été béatifiée en 1867 avec deux cent quatre autres martyrs du Japon. Le prénom Inès est la forme espagnole d’Agnès.',
  ],
  '9-11': [
    'Adelphe est abbé de Remiremont, dans les Vosges, au VIIe siècle. Il est le petit-fils de saint Romaric, qui fonda ce monastère avec saint Amé.',
    'Élevé au monastère, il en prend la direction et veille sur la communauté, qui chante jour et nuit la louange de Dieu. Il meurt vers 670 à Luxeuil, alors qu’il visite cette abbaye.',
    'Son nom, qui signifie « frère » en grec, convient à un abbé qui vécut au milieu des siens. Ses reliques furent ramenées à Remiremont.',
  ],
  '9-12': [
    'Apollinaire, frère de saint Avit, évêque de Vienne, devient évêque de Valence, au bord du Rhône, à la fin du Ve siècle, au temps du royaume des Burgondes.',
    'Il défend avec fermeté la discipline chrétienne du mariage face au roi Sigismond, ce qui lui vaut l’exil ; selon la tradition, le roi, tombé malade, se réconcilie ensuite avec lui.',
    'Il meurt vers 520. Patron de Valence, il a donné son nom à la cathédrale de la ville, la cathédrale Saint-Apollinaire.',
  ],
  '9-13': [
    'Aimé, ou Amé, naît vers 567 à Grenoble. Moine à l’abbaye d’Agaune, en Valais, il y vit longtemps en reclus avant de rejoindre l’abbaye de Luxeuil, fondée par saint Colomban.',
    'Envoyé prêcher en Austrasie, il convertit un noble de la cour, Romaric, qui lui donne ses terres. Ensemble, vers 620, ils fondent sur une hauteur des Vosges un monastère où moines et moniales chantent la louange divine jour et nuit.',
    'Aimé en est le premier abbé et y meurt vers 627. La ville de Remiremont lui doit son origine.',
  ],
  '9-15': [
    'Roland de Médicis est un ermite du XIVe siècle, issu de la famille florentine des Médicis. Il quitte tout pour vivre dans la solitude, dans les bois de l’Émilie, en Italie du Nord.',
    'Il passe des années dans la prière et le silence, se nourrissant de peu. Les bergers et les paysans qui le rencontrent le tiennent pour un saint homme.',
    'Il meurt en 1386 près de Borgo San Donnino, l’actuelle Fidenza, où l’on garde son souvenir. Le prénom Roland rappelle aussi le héros de la Chanson de Roland, tombé à Roncevaux.',
  ],
  '9-17': [
    'Renaud, du germanique Reginald, « celui qui gouverne par le conseil », a été porté au Moyen Âge par des ermites et des moines honorés localement, dont on sait peu de chose. Ceux qui le portent le fêtent le 17 septembre, jour où l’Église honore sainte Hildegarde de Bingen.',
    'Née en 1098 en Rhénanie, Hildegarde est confiée enfant à une recluse et devient abbesse de bénédictines ; elle fonde le monastère du Rupertsberg, près de Bingen. Ses visions, rassemblées dans le Scivias, ses écrits de médecine et de sciences naturelles et sa musique font d’elle l’une des grandes figures de son siècle.',
    'Elle correspond avec des papes, des empereurs et saint Bernard. Morte en 1179, elle a été proclamée docteur de l’Église par Benoît XVI en 2012.',
  ],
  '9-18': [
    'Nadège est la forme française du prénom russe Nadejda, qui signifie « espérance ». Elle rappelle la légende des saintes Foi, Espérance et Charité, trois jeunes sœurs martyrisées à Rome avec leur mère Sophie, que les Églises d’Orient honorent le 17 septembre.',
    'Selon ce récit, les trois enfants refusent de sacrifier aux dieux et sont mises à mort sous les yeux de leur mère, qui meurt peu après sur leur tombe. L’histoire, légendaire, dit d’abord la force des vertus que portent leurs noms.',
    'L’espérance, dit le Catéchisme de l’Église catholique, est la vertu par laquelle nous désirons le Royaume des cieux et la vie éternelle, en mettant notre confiance dans les promesses du Christ.',
  ],
  '9-20': [
    'Davy est une forme familière de David, venue des pays celtes. Ceux qui le portent peuvent se confier à saint David, patron du pays de Galles, fêté le 1er mars ; ils le fêtent aussi le 20 septembre, jour où l’Église honore les martyrs de Corée.',
    'La foi chrétienne est arrivée en Corée à la fin du XVIIIe siècle par des laïcs qui avaient découvert des livres chrétiens en Chine, avant même la venue d’un prêtre. Au XIXe siècle, la communauté est durement persécutée : des milliers de fidèles sont tués.',
    'Parmi eux, André Kim Taegon, premier prêtre coréen, décapité en 1846, et le laïc Paul Chong Hasang. Avec cent un compagnons, ils ont été canonisés à Séoul en 1984 par Jean-Paul II.',
  ],
  '9-23': [
    'Constant, en latin Constantius, est le sacristain d’une église Saint-Étienne, près d’Ancône, en Italie, au VIe siècle. Saint Grégoire le Grand le fait connaître dans ses Dialogues.',
    'Il raconte qu’un jour, l’huile manquant, Constant remplit d’eau les lampes de l’église, qui brûlèrent comme si elles contenaient de l’huile. Un paysan, venu de loin pour voir ce saint homme, le trouve occupé à réparer une lampe et se moque de son allure chétive ; Constant descend l’embrasser, heureux que quelqu’un le voie enfin tel qu’il est.',
    'Le même jour, l’Église fête saint Pio de Pietrelcina, le Padre Pio, capucin italien mort en 1968 et canonisé en 2002.',
  ],
  '10-5': [
    'Fleur naît vers 1309 à Maurs, en Auvergne. Adolescente, elle entre chez les hospitalières de Saint-Jean de Jérusalem, au monastère de Beaulieu, dans le Quercy.',
    'Elle y connaît de longues années d’épreuves intérieures et de maladie, qu’elle vit dans la prière et la confiance. Ses sœurs la tiennent pour une femme de grande charité, et l’on rapporte de sa vie des grâces mystiques.',
    'Morte en 1347, elle est honorée dans le Quercy et en Auvergne. Le prénom Fleur, comme Flore, dit la beauté fragile de ce que Dieu fait grandir.',
  ],
  '10-8': [
    'Pélagie est une actrice et danseuse d’Antioche, au Ve siècle, célèbre pour sa beauté et sa vie de luxe. Un jour, l’évêque Nonnus la voit passer, parée de bijoux, et pleure devant ses confrères : cette femme met plus de soin à plaire aux hommes qu’eux à plaire à Dieu.',
    'Touchée par sa prédication, Pélagie demande le baptême, donne ses biens aux pauvres et quitte secrètement Antioche, vêtue en homme.',
    'Elle vit ensuite en recluse sur le mont des Oliviers, à Jérusalem, sous le nom de frère Pélage, et l’on ne découvre qu’à sa mort qu’elle était une femme. Ce récit, transmis par le diacre Jacques, est l’un des plus connus de la littérature des Pères du désert.',
  ],
  '10-10': [
    'Ghislain est un moine du VIIe siècle, venu selon la tradition d’un pays lointain, peut-être de Grèce, qui s’installe dans le Hainaut, au bord de la Haine.',
    'Il y fonde un monastère dans un lieu sauvage que la légende appelle « la tanière de l’ours ». Il est lié d’amitié avec sainte Waudru, fondatrice de Mons, et sainte Aldegonde, fondatrice de Maubeuge, qu’il conseille.',
    'Il meurt vers 680. Autour de son abbaye est née la ville belge de Saint-Ghislain, près de Mons.',
  ],
  '10-14': [
    'Juste est évêque de Lyon au IVe siècle. En 381, il prend part au concile d’Aquilée, aux côtés de saint Ambroise, contre l’arianisme.',
    'Peu après, un homme pris de folie, qui avait tué des passants, se réfugie dans son église. Juste le remet aux autorités, qui promettent de l’épargner, mais la foule le massacre. Se jugeant responsable, l’évêque quitte secrètement Lyon et part pour l’Égypte, où il vit en simple moine dans le désert.',
    'Il y meurt vers 390. Ses restes sont ramenés à Lyon, où l’église Saint-Just garde son nom, comme le quartier qui l’entoure.',
  ],
  '10-17': [
    'Baudouin est archidiacre de Laon au VIIe siècle. Il est le fils de sainte Salaberge, fondatrice d’un monastère à Laon, et de son mari Blandin.',
    'Homme de prière, chargé de veiller sur les biens et les pauvres de l’Église, il est assassiné vers 680, dans des circonstances mal connues, peut-être victime des luttes de pouvoir de son temps.',
    'Honoré comme martyr, il a été enterré dans l’abbaye fondée par sa mère. Le prénom Baudouin fut celui de plusieurs comtes de Flandre, de rois de Jérusalem et du roi Baudouin de Belgique.',
  ],
  '10-19': [
    'René Goupil naît en 1608 en Anjou. Il entre au noviciat des jésuites, mais sa santé l’oblige à le quitter ; il devient chirurgien et part pour la Nouvelle-France, où il se met au service des missionnaires.',
    'En 1642, en route vers le pays des Hurons avec le père Isaac Jogues, il est capturé par des guerriers iroquois. Torturé, il garde sa douceur et prononce ses vœux de frère jésuite devant Jogues.',
    'Le 29 septembre 1642, il est tué d’un coup de hache pour avoir tracé le signe de la croix sur le front d’un enfant. Premier des martyrs canadiens, il a été canonisé en 1930 avec Isaac Jogues, Jean de Brébeuf et leurs compagnons, fêtés le 19 octobre.',
  ],
  '10-20': [
    'Adeline est la sœur de saint Vital, fondateur de l’abbaye de Savigny, en Normandie, au début du XIIe siècle.',
    'Vers 1105, Vital fonde pour elle et d’autres femmes un monastère à Mortain, l’Abbaye Blanche, ainsi nommée pour la couleur de l’habit des religieuses. Adeline en est la première abbesse.',
    'Elle y meurt vers 1125, réputée pour sa douceur et sa fidélité à la prière. Les bâtiments de l’Abbaye Blanche, à Mortain, existent toujours.',
  ],
  '10-22': [
    'Élodie, en espagnol Alodia, et sa sœur Nunilo vivent au IXe siècle près de Huesca, dans le nord de l’Espagne, alors sous domination musulmane. Nées d’un père musulman et d’une mère chrétienne, elles sont élevées dans la foi de leur mère.',
    'À la mort de leur père, leur mère se remarie avec un musulman qui les maltraite. Dénoncées pour leur foi, elles refusent de la renier malgré les menaces et les promesses.',
    'Elles sont décapitées à Huesca en 851. Saint Euloge de Cordoue a rapporté leur histoire, et leurs reliques sont vénérées au monastère de Leyre, en Navarre.',
  ],
  '10-24': [
    'Florentin, diminutif de Florent, a été porté par plusieurs saints anciens mal connus, dont un martyr honoré en Bourgogne qui a donné son nom à la ville de Saint-Florentin, dans l’Yonne. Le 24 octobre, l’Église fête saint Antoine-Marie Claret.',
    'Né en 1807 en Catalogne, fils d’un tisserand, Antoine-Marie Claret devient prêtre et prédicateur itinérant. En 1849, il fonde les Missionnaires fils du Cœur immaculé de Marie, les clarétains, puis devient archevêque de Santiago de Cuba.',
    'Confesseur de la reine Isabelle II, il la suit en exil en 1868, participe au premier concile du Vatican et meurt en 1870 à l’abbaye de Fontfroide, près de Narbonne. Il a été canonisé en 1950.',
  ],
  '10-27': [
    'Émeline est une jeune femme de Champagne, au XIIe siècle, qui choisit une vie de prière sous la conduite des moines cisterciens de l’abbaye de Boulancourt.',
    'Elle vit en recluse, dans une cellule proche du monastère, consacrée à la prière, au travail et à la pénitence, et les gens de la contrée viennent lui demander conseil.',
    'Elle meurt vers 1178 et est enterrée à l’abbaye. Sa vie cachée, dont on sait peu de chose, a laissé dans la région le souvenir d’une femme de paix.',
  ],
  '10-30': [
    'Bienvenue Bojani, en italien Benvenuta, naît vers 1255 à Cividale, dans le Frioul, dernière de sept filles ; son nom dit que ses parents l’accueillirent de bon cœur, alors qu’ils espéraient un garçon.',
    'Entrée dans le tiers-ordre de saint Dominique, elle mène dans sa famille une vie de prière et de pénitence très rude, et connaît de longues années de maladie qui la clouent au lit.',
    'Guérie, selon la tradition, après avoir promis un pèlerinage sur la tombe de saint Dominique, à Bologne, elle s’y rend en action de grâce. Morte en 1292, elle a vu son culte confirmé au XVIIIe siècle.',
  ],
  '11-5': [
    'Sylvie est la mère du pape saint Grégoire le Grand. Issue d’une famille romaine chrétienne, elle épouse le sénateur Gordien et élève ses fils dans la foi.',
    'Devenue veuve, elle se retire dans une petite maison près de la basilique Saint-Paul-hors-les-Murs pour une vie de prière, tandis que son fils transforme la demeure familiale, sur le mont Célius, en monastère.',
    'Grégoire avait fait peindre le portrait de ses parents dans ce monastère, et l’on en a gardé la description. Sylvie meurt vers 592, alors que son fils est pape.',
  ],
  '11-7': [
    'Carine, honorée avec son mari Mélasippe et leur fils Antoine, est une chrétienne d’Ancyre, en Galatie, l’actuelle Ankara, au IVe siècle.',
    'Selon le récit conservé par les Églises d’Orient, la famille est arrêtée sous l’empereur Julien, qui voulait rétablir le culte des dieux. Mélasippe et Carine meurent sous les tortures ; leur fils, encore jeune, est mis à mort peu après.',
    'Ces martyrs sont fêtés le 7 novembre. Le prénom Carine a connu au XXe siècle une grande faveur en France et dans les pays du Nord.',
  ],
  '11-8': [
    'Geoffroy naît vers 1066 dans le Soissonnais. Moine bénédictin, il devient abbé de Nogent-sous-Coucy, dont il relève la vie religieuse et les bâtiments.',
    'En 1104, il est élu évêque d’Amiens. Pasteur austère et juste, il défend les pauvres et soutient les habitants de la ville, qui cherchent à se libérer de la tyrannie d’un seigneur.',
    'Découragé, il se retire un temps à la Grande-Chartreuse, avant d’être rappelé par son diocèse. Il meurt à Soissons en 1115.',
  ],
  '11-12': [
    'Christian fait partie des cinq frères martyrs de Pologne, des moines tués en 1003 dans leur ermitage, près de Międzyrzecz.',
    'À l’appel du roi Boleslas le Vaillant et de saint Bruno de Querfurt, deux moines italiens, Benoît et Jean, étaient venus fonder un ermitage pour préparer une mission auprès des peuples païens voisins ; trois Polonais les avaient rejoints, Isaac, Matthieu et Christian, ce dernier chargé du service de la maison.',
    'Des brigands, croyant trouver chez eux l’argent que le roi leur avait fait porter, les tuent une nuit de novembre 1003. Bruno de Querfurt a écrit leur vie peu après.',
  ],
  '11-18': [
    'Aude est, selon la tradition parisienne, l’une des compagnes de sainte Geneviève, avec qui elle partage une vie de prière et de charité à Paris, à la fin du Ve siècle.',
    'On ne sait presque rien d’elle, sinon qu’elle fut enterrée près du tombeau de Geneviève, dans l’église élevée sur la montagne qui porte aujourd’hui le nom de la sainte, et que ses reliques y furent vénérées.',
    'Son souvenir rappelle que les grands saints ne sont jamais seuls : autour de Geneviève, des femmes ont prié, jeûné et servi les pauvres de la ville, sans laisser d’autre trace que leur nom.',
  ],
  '11-19': [
    'Tanguy, en breton Tangi, est un saint breton du VIe siècle, dont l’histoire est une légende tragique. Jeune seigneur du Léon, il aurait tué sa sœur Haude, sur les calomnies de leur belle-mère.',
    'Apprenant l’innocence de sa sœur, il est saisi d’un profond repentir ; selon la légende, Haude lui serait apparue pour lui pardonner. Tanguy se fait moine et consacre sa vie à la pénitence.',
    'La tradition lui attribue la fondation de l’abbaye de Saint-Mathieu, sur la pointe du même nom, face à l’océan, dont les ruines dominent encore la mer, près du Conquet.',
  ],
  '11-27': [
    'Séverin est un ermite qui vit à Paris au VIe siècle, dans une cellule proche de la porte méridionale de la ville, sur la rive gauche de la Seine. On vient lui demander conseil et prières.',
    'Selon la tradition, c’est lui qui reçoit la consécration de Clodoald, petit-fils de Clovis, échappé au massacre de ses frères ; le jeune prince devient moine et sera honoré sous le nom de saint Cloud.',
    'Sur le lieu de sa cellule s’éleva une chapelle, devenue l’église Saint-Séverin, dans le Quartier latin, l’une des plus belles églises gothiques de Paris.',
  ],
  '12-1': [
    'Florence est, selon la tradition, une jeune femme d’Asie Mineure convertie au IVe siècle par saint Hilaire de Poitiers, pendant l’exil en Phrygie que lui avait imposé l’empereur Constance II, favorable aux ariens.',
    'Quand Hilaire rentre en Gaule, vers 360, elle le suit et reçoit de lui le baptême. Elle se retire ensuite dans la solitude, près de Comblé, dans le Poitou, où elle vit dans la prière.',
    'Elle meurt vers 367, et ses reliques ont été vénérées à Poitiers. Le prénom Florence vient du latin florens, « florissant ».',
  ],
  '12-2': [
    'Viviane, en latin Bibiana, est une martyre romaine du IVe siècle. Selon sa passion, tardive et légendaire, elle est la fille de chrétiens mis à mort sous l’empereur Julien, et meurt elle-même flagellée pour avoir refusé de renier sa foi.',
    'Une église lui est dédiée à Rome depuis le Ve siècle, sur l’Esquilin. Au XVIIe siècle, le pape Urbain VIII la fait restaurer et confie au jeune Bernin la statue de la sainte, l’une de ses premières grandes œuvres.',
    'Le prénom Viviane évoque aussi, dans les romans de la Table ronde, la fée du lac qui éleva Lancelot ; mais c’est la martyre romaine que l’Église fête ce jour-là.',
  ],
  '12-5': [
    'Gérald, ou Géraud, est moine de l’abbaye de Moissac, dans le Quercy, au XIe siècle. Appelé en Espagne par l’archevêque de Tolède, lui-même ancien moine clunisien, il y dirige le chant et l’école de la cathédrale.',
    'Vers 1096, il devient archevêque de Braga, au nord du Portugal. Il réorganise le diocèse, réforme la vie du clergé et obtient du pape que Braga retrouve son rang de métropole.',
    'Il meurt en 1108 au cours d’une visite pastorale, et son tombeau, dans la cathédrale de Braga, est vénéré depuis. Saint Gérald est le patron de la ville.',
  ],
  '12-15': [
    'Ninon est un diminutif d’Anne, très en vogue en France depuis le XVIIe siècle. Celles qui le portent se placent sous la protection de sainte Anne, mère de la Vierge Marie, ou de sainte Nino, l’apôtre de la Géorgie, dont on fait mémoire ce jour-là.',
    'Anne, dont le nom signifie « grâce » en hébreu, n’est pas nommée dans les Évangiles : c’est un écrit du IIe siècle, le Protévangile de Jacques, qui donne les noms d’Anne et de Joachim aux parents de Marie.',
    'En France, le sanctuaire de Sainte-Anne-d’Auray, en Bretagne, né au XVIIe siècle après les visions du paysan Yves Nicolazic, attire chaque année de nombreux pèlerins.',
  ],
  '12-17': [
    'Gaël est un prénom breton, que l’on rattache à saint Judicaël, roi de la Domnonée, au nord de la Bretagne, au VIIe siècle.',
    'En 636, Judicaël se rend à Clichy auprès du roi franc Dagobert Ier et conclut avec lui une paix entre Bretons et Francs ; saint Éloi avait préparé la rencontre.',
    'Quelques années plus tard, il renonce au trône et se retire au monastère de saint Méen, à Gaël, aux confins de la forêt de Paimpont, où il vit en moine jusqu’à sa mort vers 658.',
  ],
  '12-20': [
    'Théophile est un soldat romain d’Alexandrie, martyrisé en 250, pendant la persécution de l’empereur Dèce, avec d’autres soldats chrétiens, Ammon, Zénon, Ptolémée et Ingénès.',
    'L’évêque Denys d’Alexandrie raconte, dans une lettre que cite l’historien Eusèbe, qu’ils se tenaient près du tribunal pendant le procès d’un chrétien ; le voyant près de faiblir, ils l’encouragèrent par des signes, puis s’avancèrent d’eux-mêmes en se déclarant chrétiens.',
    'Le juge et ses assesseurs furent saisis de crainte devant leur assurance, et les soldats sortirent du tribunal joyeux de rendre témoignage. Le nom de Théophile signifie « ami de Dieu » : c’est à un Théophile que saint Luc dédie son Évangile.',
  ],
  '12-23': [
    'Armand est la forme française du prénom germanique Hartmann, « homme fort ». Au XIIe siècle, le bienheureux Hartmann, chanoine régulier de saint Augustin, est prévôt de Klosterneuburg, près de Vienne, puis évêque de Brixen, dans le Tyrol.',
    'Pasteur réformateur, il veille à la formation et à la vie commune des clercs, fonde l’abbaye de Neustift et reste fidèle au pape pendant le conflit qui l’oppose à l’empereur Frédéric Barberousse.',
    'Il meurt le 23 décembre 1164. Le même jour, l’Église fête saint Jean de Kenty, prêtre et professeur à l’université de Cracovie au XVe siècle, célèbre pour sa charité envers les pauvres.',
  ],
  '12-30': [
    'Roger est évêque de Canne, dans les Pouilles, au sud de l’Italie, au début du XIIe siècle : c’est l’antique Cannes, où Hannibal remporta sa célèbre victoire sur les Romains. Il gouverne son diocèse dans la pauvreté, et on le connaît pour sa charité envers les pauvres et sa vie de prière.',
    'Il meurt vers 1129. Quand la petite ville est abandonnée, ses reliques sont portées à Barletta, sa voisine, qui l’a pris pour patron.',
    'Le prénom Roger, d’origine germanique, signifie « célèbre par la lance » ; ce fut celui des princes normands de Sicile, dont le roi Roger II, contemporain de l’évêque.',
  ],
};
