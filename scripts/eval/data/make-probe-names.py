"""Writes the probe's negatives (docs/evaluation.md, "Probe"): two name sources the evaluation's
parts never used, so a rule fitted to the parts shows here.

- probe-people.tsv: ordinary people from Python faker (not @faker-js, whose tables the parts draw
  from), 60 a locale, in the locale's own script;
- probe-companies.tsv: the constituents of 20 stock indices (S&P 500, DAX, FTSE 100, NIKKEI 225 ...)
  as pytickersymbols writes their names: well-known real companies, by index;
- probe-cjk-romanized.tsv: the Korean and Chinese people of probe-people.tsv with their names
  romanized as a list would write them, "SURNAME, Given" syllable by syllable, by means the product
  does not use: Revised Romanization (strict, written out below: GIM, I, BAK) for Hangul, and
  pypinyin's pinyin (zh_CN) and Wade-Giles (zh_TW) for Han. A recall check: eval:probe lists these
  romanized names beside the real ones and screens the names as faker wrote them.

Run once and commit the output, so an upgrade of either library never changes the probe:
  pip install faker==40.63.0 pytickersymbols==1.17.10 pypinyin==0.55.0
  python3 scripts/eval/data/make-probe-names.py
"""
from pathlib import Path

from faker import Faker
from pypinyin import Style, lazy_pinyin
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


# Revised Romanization of one Hangul syllable, strict (no name conventions): initial, vowel, final.
RR_INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h']
RR_VOWELS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we',
             'wi', 'yu', 'eu', 'ui', 'i']
RR_FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't',
             't', 'ng', 't', 't', 'k', 't', 'p', 't']


def revised_romanization(syllable):
    code = ord(syllable) - 0xAC00
    initial, rest = divmod(code, 21 * 28)
    vowel, final = divmod(rest, 28)
    return RR_INITIALS[initial] + RR_VOWELS[vowel] + RR_FINALS[final]


def surname_and_given(name):
    """Faker writes 김은정 (surname first, joined) or 성훈 김 (given name first, apart)."""
    parts = name.split()
    if len(parts) == 1:
        return name[0], name[1:]
    if len(parts[-1]) == 1:
        return parts[-1], ''.join(parts[:-1])
    return parts[0], ''.join(parts[1:])


def romanized(locale, name):
    surname, given = surname_and_given(name)
    if locale == 'ko_KR':
        syllables = lambda text: [revised_romanization(c) for c in text]
    else:
        style = Style.WADEGILES if locale == 'zh_TW' else Style.NORMAL
        # pypinyin writes the Wade-Giles ü as v; lists write U (CHUN, YU).
        syllables = lambda text: [s.replace("'", '').replace('v', 'u') for s in lazy_pinyin(text, style=style)]
    written = lambda text: ' '.join(s.capitalize() for s in syllables(text))
    return f"{''.join(syllables(surname)).upper()}, {written(given)}"


def cjk_romanized(people_rows):
    for locale, name in people_rows:
        if locale in ('ko_KR', 'zh_CN', 'zh_TW') and len(name.replace(' ', '')) > 1:
            yield locale, f'{name}\t{romanized(locale, name)}'



def write(path, rows, columns='origin\tname'):
    with open(path, 'w', encoding='utf-8') as out:
        out.write(f'# {columns} (written by make-probe-names.py; do not edit)\n')
        for origin, name in rows:
            out.write(f'{origin}\t{name}\n')


people_rows = list(people())
write(HERE / 'probe-people.tsv', people_rows)
write(HERE / 'probe-cjk-romanized.tsv', cjk_romanized(people_rows), 'origin\tname\tromanized')
write(HERE / 'probe-companies.tsv', companies())
