"""Writes probe-universities.tsv, the probe's third set of negatives (docs/evaluation.md, "The probe"):
real institutions that share words with listed ones (UNIVERSITY, INSTITUTE OF TECHNOLOGY, STATE,
MEDICAL SCIENCES), the group issue 12's independent evaluation found worst (11.7%). Source:
Hipo's university-domains-list (MIT), world_universities_and_domains.json at commit bb07faf
(20 June 2026): 10,251 universities of 200 countries, as the project writes their names. Each name
once, at most 40 per country (the first in a seeded shuffle), so that no country dominates.
Some are listed themselves (Bauman Moscow State Technical University): eval:probe counts every hit,
and the docs say which hits are the listed institution.

Run once and commit the output:
  python3 scripts/eval/data/make-probe-universities.py path/to/world_universities_and_domains.json
"""
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).parent
PER_COUNTRY = 40
SEED = 20261126

by_country = defaultdict(list)
seen = set()
for university in json.load(open(sys.argv[1], encoding='utf-8')):
    name = ' '.join(university['name'].split())
    if name and name not in seen:
        seen.add(name)
        by_country[university['alpha_two_code']].append(name)
rng = random.Random(SEED)
with open(HERE / 'probe-universities.tsv', 'w', encoding='utf-8') as out:
    out.write('# origin\tname (written by make-probe-universities.py; do not edit)\n')
    for country in sorted(by_country):
        names = by_country[country]
        rng.shuffle(names)
        for name in sorted(names[:PER_COUNTRY]):
            out.write(f'{country}\t{name}\n')
