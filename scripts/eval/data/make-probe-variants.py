"""Writes probe-variants.tsv, the probe's recall check on Latin-script variants made by a model the
product was never tuned on (docs/evaluation.md, "The probe"): listed SDN names, each screened as
a caller might type it.

- typo: one typographical error from the `typo` package (MIT; keyboard neighbours, swapped,
  missing, extra and repeated characters) in the name's most distinctive word of five letters or
  more (the word the fewest SDN entities use), a person's name written half the time in natural
  order (Given Middle Surname). Issue 12: such a name still reaches the threshold.
- given_surname: a person listed "SURNAME, Given Middle …" with two given words or more, typed as
  "Given Surname". Tagged by how many SDN entities use the two kept words: rare (both 10 or
  fewer), common (both over 50), mixed. Issue 12: the rare ones reach the threshold, the common
  ones need not.

Run once and commit the output, so an upgrade of the library never changes the probe:
  pip install typo==0.1.7
  python3 scripts/eval/data/make-probe-variants.py
"""
import csv
import gzip
import random
import re
from collections import defaultdict
from pathlib import Path

import typo

HERE = Path(__file__).parent
SDN = HERE / '../../../data/snapshot/ofac-sdn-csv'
SEED = 20261127
TYPO_METHODS = ['char_swap', 'missing_char', 'extra_char', 'nearby_char', 'repeated_char']
SAMPLE = {'individual': 400, 'organization': 400, 'vessel': 100}
GIVEN_SURNAME_SAMPLE = 400
RARE, COMMON = 10, 50


def words(name):
    return re.findall(r"[A-Z]+", name.upper().replace("'", ''))


def read_sdn():
    """(uid, name, entity type) of every SDN entry, and how many entries use each word (names and aliases)."""
    rows = []
    names_of = defaultdict(list)
    with gzip.open(SDN / 'sdn.csv.gz', 'rt', encoding='utf-8', errors='replace') as f:
        for row in csv.reader(f):
            if len(row) < 3:  # the file ends with an end-of-file character (0x1A) on a line of its own
                continue
            uid, name, kind = row[0], row[1], row[2].strip()
            entity_type = {'individual': 'individual', 'vessel': 'vessel', '-0-': 'organization'}.get(kind)
            if entity_type:
                rows.append((uid, name, entity_type))
            names_of[uid].append(name)
    with gzip.open(SDN / 'alt.csv.gz', 'rt', encoding='utf-8', errors='replace') as f:
        for row in csv.reader(f):
            if len(row) > 3:
                names_of[row[0]].append(row[3])
    users = defaultdict(int)
    for names in names_of.values():
        for word in {w for name in names for w in words(name)}:
            users[word] += 1
    return rows, users


def natural_order(name):
    """'SURNAME, Given Middle' as 'Given Middle Surname'."""
    if ',' not in name:
        return name
    surname, given = (part.strip() for part in name.split(',', 1))
    return f'{given} {surname.title()}'


def with_typo(name, users, rng):
    tokens = name.split(' ')
    # The most distinctive word of five letters or more, as written in the name.
    candidates = [(users.get(''.join(words(t)), 0), i) for i, t in enumerate(tokens) if len(words(t)) == 1 and len(words(t)[0]) >= 5]
    if not candidates:
        return None
    _, index = min(candidates)
    method = rng.choice(TYPO_METHODS)
    changed = getattr(typo.StrErrer(tokens[index], seed=rng.randrange(1 << 30)), method)().result
    if changed.upper() == tokens[index].upper():
        return None
    tokens[index] = changed
    return method, ' '.join(tokens)


def typo_rows(rows, users, rng):
    for entity_type, count in SAMPLE.items():
        pool = [row for row in rows if row[2] == entity_type]
        rng.shuffle(pool)
        written = 0
        for uid, name, _ in pool:
            if written == count:
                break
            typed = natural_order(name) if entity_type == 'individual' and rng.random() < 0.5 else name
            result = with_typo(typed, users, rng)
            if result:
                method, query = result
                written += 1
                yield f'typo:{method}', entity_type, uid, name, query


def given_surname_rows(rows, users, rng):
    pool = []
    for uid, name, entity_type in rows:
        if entity_type != 'individual' or name.count(',') != 1:
            continue
        surname, given = (part.strip() for part in name.split(','))
        given_words = given.split()
        if len(given_words) < 2 or not words(surname) or len(words(given_words[0])) != 1:
            continue
        kept = [users.get(words(given_words[0])[0], 0), max(users.get(w, 0) for w in words(surname))]
        tag = 'rare' if max(kept) <= RARE else 'common' if min(kept) > COMMON else 'mixed'
        pool.append((tag, uid, name, f'{given_words[0]} {surname.title()}'))
    rng.shuffle(pool)
    for tag, uid, name, query in pool[:GIVEN_SURNAME_SAMPLE]:
        yield f'given_surname:{tag}', 'individual', uid, name, query


rows, users = read_sdn()
rng = random.Random(SEED)
with open(HERE / 'probe-variants.tsv', 'w', encoding='utf-8') as out:
    out.write('# model\tentity type\tSDN uid\tlisted name\tquery (written by make-probe-variants.py; do not edit)\n')
    for row in [*typo_rows(rows, users, rng), *given_surname_rows(rows, users, rng)]:
        out.write('\t'.join(row) + '\n')
