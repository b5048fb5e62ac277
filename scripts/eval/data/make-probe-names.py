"""Writes the probe's negatives (docs/evaluation.md, "Probe"): two name sources the evaluation's
parts never used, so a rule fitted to the parts shows here.

- probe-people.tsv: ordinary people from Python faker (not @faker-js, whose tables the parts draw
  from), 60 a locale, in the locale's own script;
- probe-companies.tsv: the constituents of 20 stock indices (S&P 500, DAX, FTSE 100, NIKKEI 225 ...)
  as pytickersymbols writes their names: well-known real companies, by index.

Run once and commit the output, so an upgrade of either library never changes the probe:
  pip install faker==40.63.0 pytickersymbols==1.17.10
  python3 scripts/eval/data/make-probe-names.py
"""
from pathlib import Path

from faker import Faker
from pytickersymbols import PyTickerSymbols

HERE = Path(__file__).parent
LOCALES = [
    'ar_AA', 'ar_EG', 'ar_SA', 'ar_JO', 'ar_PS', 'fa_IR', 'az_AZ', 'tr_TR', 'ru_RU', 'uk_UA', 'bg_BG',
    'ka_GE', 'hy_AM', 'he_IL', 'bn_BD', 'ne_NP', 'id_ID', 'fil_PH', 'vi_VN', 'zh_TW', 'zh_CN', 'ko_KR',
    'es_MX', 'es_CO', 'es_ES', 'pt_BR', 'fr_FR', 'de_DE', 'it_IT', 'pl_PL', 'en_US', 'en_IN', 'sw',
    'en_PH', 'uz_UZ', 'ta_IN', 'hi_IN', 'th_TH',
]
PER_LOCALE = 60
SEED = 20261126


def people():
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(SEED)
        seen = []
        tries = 0
        while len(seen) < PER_LOCALE and tries < PER_LOCALE * 5:
            tries += 1
            # Two in three as faker writes a full name (titles, suffixes and all), one in three given name + surname.
            name = fake.name() if tries % 3 else f'{fake.first_name()} {fake.last_name()}'
            if name not in seen:
                seen.append(name)
        yield from ((locale, name) for name in seen)


def companies():
    """Each company once, under the first index (in the library's order) that holds it."""
    tickers = PyTickerSymbols()
    index_of = {}
    for index in tickers.get_all_indices():
        for stock in tickers.get_stocks_by_index(index):
            name = stock['name'].strip()
            if name and name not in index_of:
                index_of[name] = index.replace(' ', '_')
    return sorted((index, name) for name, index in index_of.items())


def write(path, rows):
    with open(path, 'w', encoding='utf-8') as out:
        out.write('# origin\tname (written by make-probe-names.py; do not edit)\n')
        for origin, name in rows:
            out.write(f'{origin}\t{name}\n')


write(HERE / 'probe-people.tsv', people())
write(HERE / 'probe-companies.tsv', companies())
