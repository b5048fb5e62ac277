"""Independent reference for the SDN update delta (used by delta.spec.ts).

Counts, by ent_num, the entities added, removed and changed between two OFAC SDN CSV sets,
using Python's csv module. An entity counts as changed when anything the service keeps of it
differs: from sdn.csv the name, type, program, call sign, vessel flag (a vessel's nationality) and remarks (Title,
vessel type, tonnage, GRT and owner are not part of the entity record); its addresses
(add.csv: address, city/state/postal, country, in file order, add_num ignored); its aliases
(alt.csv: type and name, in file order, alt_num ignored); and the sdn_comments continuation.
Usage: python3 sdn_entity_delta.py OLD_DIR NEW_DIR  → prints {"added", "removed", "changed", "changed_ids", "sdn_rows_changed"}
"""
import csv
import json
import sys


def rows(path):
    with open(path, encoding="latin-1", newline="") as handle:
        for row in csv.reader(handle):
            if len(row) <= 1:
                continue  # the final 0x1A line
            yield [None if field.strip() in ("-0-", "") else field.strip() for field in row]


def entities(folder):
    result, raw = {}, {}
    for row in rows(f"{folder}/sdn.csv"):
        raw[row[0]] = tuple(row)
        result[row[0]] = {"main": (row[1], row[2], row[3], row[5], row[9], row[11]), "add": [], "alt": [], "comment": []}
    for row in rows(f"{folder}/add.csv"):
        if any(row[2:5]):
            result[row[0]]["add"].append(tuple(row[2:5]))
    for row in rows(f"{folder}/alt.csv"):
        result[row[0]]["alt"].append((row[2], row[3]))
    for row in rows(f"{folder}/sdn_comments.csv"):
        if row[0] in result:
            result[row[0]]["comment"].append(row[1])
    return result, raw


old, old_raw = entities(sys.argv[1])
new, new_raw = entities(sys.argv[2])
common = old.keys() & new.keys()
print(json.dumps({
    "added": len(new.keys() - old.keys()),
    "removed": len(old.keys() - new.keys()),
    "changed": sum(1 for key in common if old[key] != new[key]),
    "changed_ids": sorted((key for key in common if old[key] != new[key]), key=int),
    "sdn_rows_changed": sum(1 for key in common if old_raw[key] != new_raw[key]),
}))
