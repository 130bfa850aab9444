# technique: mathematical script ℯval and 𝐞𝐱𝐞𝐜
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: NameError: name 'exec' is not defined
print(𝐞𝐱𝐞𝐜)
