"""Code mode with pysafe: the model writes Python, the sandbox runs it with
the host's tools, and errors go back to the model to fix.

    PYTHONPATH=build/bindings/python python3 examples/python/codemode.py

The "model" is scripted here (ScriptedModel) so that the example runs
anywhere and prints the same every time: its first script has a bug, it
reads the traceback and sends a fixed one. The agent is asyncio code, as
in most agent frameworks: it runs each script with `await
pysafe.run_async(...)`. Of the three tools, `get_weather` is async (a
stand-in for an HTTP call, 0.1 s each): the script fetches every city at
once with asyncio.gather, and the host runs those calls concurrently in
its own event loop. `list_cities` is a plain function and `mail.send` one
in a namespace.
"""
import asyncio
import pysafe

# ---- the host's tools ----------------------------------------------------------------

WEATHER = {"Paris": (21, "sunny"), "Oslo": (4, "snow"), "Cairo": (33, "clear"), "Lima": (19, "overcast")}
OUTBOX = []


async def get_weather(city: str) -> dict:
    """Today's weather in a city: {"city": str, "temp_c": int, "sky": str}.
    Raises KeyError for a city it does not know."""
    await asyncio.sleep(0.1)  # the network
    temp, sky = WEATHER[city]
    return {"city": city, "temp_c": temp, "sky": sky}


def list_cities(min_temp_c: int = -100) -> list:
    """The cities get_weather knows, warmest first, at or above min_temp_c."""
    return sorted((c for c, (t, _) in WEATHER.items() if t >= min_temp_c), key=lambda c: -WEATHER[c][0])


def send(to: str, subject: str, body: str) -> str:
    """Send an email; returns its message id."""
    if "@" not in to:
        raise ValueError(f"invalid address: {to!r}")
    OUTBOX.append((to, subject, body))
    return f"msg-{len(OUTBOX):03d}"


TOOLS = {"get_weather": get_weather, "list_cities": list_cities, "mail": {"send": send}}

PROMPT = f"""You write Python that runs in a sandbox. Besides the standard
library's pure modules you can call these functions:

{pysafe.describe_tools(TOOLS)}
End the script with an expression: its value is the answer."""


# ---- a stand-in for the model ----------------------------------------------------------

class ScriptedModel:
    """Answers each turn with the next script; a real agent calls an LLM
    with the messages instead."""

    SCRIPTS = [
        # first try: the key is "temp", not "temp_c" (a KeyError, which the
        # traceback shows at its line)
        """import asyncio
warm = await asyncio.gather(*(get_weather(c) for c in list_cities(min_temp_c=15)))
report = "\\n".join(f"{w['city']}: {w['temp']} C, {w['sky']}" for w in warm)
mail.send("team@example.com", "Warm cities", report)
""",
        # the fix, after reading the error
        """import asyncio
warm = await asyncio.gather(*(get_weather(c) for c in list_cities(min_temp_c=15)))
report = "\\n".join(f"{w['city']}: {w['temp_c']} C, {w['sky']}" for w in warm)
print(report)
msg = mail.send("team@example.com", "Warm cities", report)
{"sent": msg, "cities": [w["city"] for w in warm]}
""",
    ]

    def __init__(self):
        self.turn = 0

    def complete(self, messages):
        script = self.SCRIPTS[min(self.turn, len(self.SCRIPTS) - 1)]
        self.turn += 1
        return script


# ---- the agent loop ----------------------------------------------------------------------

async def agent(task, model, max_turns=4):
    messages = [{"role": "system", "content": PROMPT}, {"role": "user", "content": task}]
    limits = pysafe.Limits(timeout=2.0, max_memory=16 << 20)
    for turn in range(1, max_turns + 1):
        code = model.complete(messages)
        print(f"--- turn {turn}: the model's script\n{code}")
        messages.append({"role": "assistant", "content": code})
        try:
            # a fresh sandbox per script; the event loop goes on meanwhile
            result = await pysafe.run_async(code, tools=TOOLS, limits=limits, name=f"turn{turn}.py")
        except (pysafe.ScriptError, pysafe.LimitError) as e:
            # what the model reads to fix its script
            feedback = e.output + e.traceback
            print(f"--- turn {turn}: it failed\n{feedback}")
            messages.append({"role": "user", "content": feedback})
            continue
        print(f"--- turn {turn}: printed\n{result.output}")
        print(f"--- turn {turn}: result {result.value!r}")
        print(f"    ({result.stats.tool_calls} tool calls, {result.stats.instructions} instructions)")
        return result.value
    return None


if __name__ == "__main__":
    print("=== the tools, as the prompt shows them\n")
    print(pysafe.describe_tools(TOOLS))
    answer = asyncio.run(agent("Email the team the weather of the warm cities.", ScriptedModel()))
    print("=== outbox:", OUTBOX)
