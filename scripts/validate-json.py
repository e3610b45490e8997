#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12) with python3-jsonschema.

    python3 scripts/validate-json.py SCHEMA DOC...

Prints one line per document that fails (its path and the first error) and `validated N
documents, M invalid`; exits 1 if any is invalid, 2 if jsonschema is missing (it is installed by
scripts/ensure-deps.sh: a missing validator is an error, never a skip).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("error: python3-jsonschema is missing (run scripts/ensure-deps.sh)", file=sys.stderr)
    sys.exit(2)


def main():
    schema_path, docs = sys.argv[1], sys.argv[2:]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    invalid = 0
    for path in docs:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
        if errors:
            invalid += 1
            e = errors[0]
            where = "/".join(str(p) for p in e.path)
            print(f"INVALID {path}: at /{where}: {e.message}")
    print(f"validated {len(docs)} documents, {invalid} invalid")
    sys.exit(1 if invalid else 0)


if __name__ == "__main__":
    main()
